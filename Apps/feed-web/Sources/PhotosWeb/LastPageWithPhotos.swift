import Synchronization

/// The highest page the photos API has answered with photos, as far as this server has seen: where a
/// page past the end sends its visitor back to, and how far a visitor may make the server ask the API.
final class LastPageWithPhotos: Sendable {
    private let page = Mutex<Int?>(nil)

    /// The highest page known to hold photos; `nil` when none is known.
    var known: Int? { page.withLock { $0 } }

    /// Records whether page `number` held photos. - Returns: the highest page before `number` known to
    /// hold photos, `nil` when none is known (a page that held photos and is now empty forgets them).
    func record(page number: Int, hasPhotos: Bool) -> Int? {
        page.withLock { page in
            if hasPhotos {
                page = max(page ?? number, number)
            } else if let known = page, known >= number {
                page = nil
            }
            return page.flatMap { $0 < number ? $0 : nil }
        }
    }

    /// Learns that page `number` holds photos (the cached pages say so), unless a higher one is known.
    func learn(pageWithPhotos number: Int) {
        page.withLock { page in page = max(page ?? number, number) }
    }
}
