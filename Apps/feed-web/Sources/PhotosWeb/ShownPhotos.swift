import Photos
import Synchronization

/// The photos the pages have shown, by id: the only ones whose bytes the server fetches, so that no
/// request can make it fetch a URL of its own choosing. At most ``capacity`` are kept; the oldest go
/// first.
final class ShownPhotos: Sendable {
    static let capacity = 10_000

    private struct Shown: Sendable {
        var urls: [String: PhotoURLs] = [:]
        var order: [String] = []
    }

    private let shown = Mutex(Shown())

    func remember(_ photos: [Photo]) {
        shown.withLock { shown in
            for photo in photos where shown.urls.updateValue(photo.urls, forKey: photo.id) == nil {
                shown.order.append(photo.id)
            }
            if shown.order.count > Self.capacity {
                let expired = shown.order.prefix(shown.order.count - Self.capacity)
                for id in expired { shown.urls[id] = nil }
                shown.order.removeFirst(expired.count)
            }
        }
    }

    func urls(ofPhotoWithID id: String) -> PhotoURLs? {
        shown.withLock { $0.urls[id] }
    }
}
