import Foundation

/// What the photos cache holds: every page loaded (by page number and page size), each with when it
/// was saved, so that the page a user asks for comes back offline whichever page was loaded last.
///
/// It decodes the cache of earlier versions too, which held one ``LocalPhotoPage``: that page is kept,
/// aged from the cache's timestamp.
public struct LocalPhotoPages: Hashable, Sendable, Codable {
    public let pages: [SavedPhotoPage]

    public init(pages: [SavedPhotoPage]) {
        self.pages = pages
    }

    /// The photo with `id` in the most recently saved page that has it, whatever that page's age; `nil`
    /// when no cached page has it.
    public func photo(withID id: String) -> Photo? {
        for saved in pages.reversed() {
            if let photo = saved.page.photos.first(where: { $0.id == id }) { return Photo(photo) }
        }
        return nil
    }

    private enum CodingKeys: String, CodingKey {
        case pages
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.pages) {
            pages = try container.decode([SavedPhotoPage].self, forKey: .pages)
        } else {
            pages = [SavedPhotoPage(page: try LocalPhotoPage(from: decoder), savedAt: nil)]
        }
    }
}
