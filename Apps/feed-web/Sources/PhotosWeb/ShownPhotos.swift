import Photos

/// The photos the pages have shown, by id: the only ones whose bytes the server fetches, so that no
/// request can make it fetch a URL of its own choosing. At most ``capacity`` are kept; the oldest go
/// first.
actor ShownPhotos {
    static let capacity = 10_000

    private var urls: [String: PhotoURLs] = [:]
    private var order: [String] = []

    func remember(_ photos: [Photo]) {
        for photo in photos where urls.updateValue(photo.urls, forKey: photo.id) == nil {
            order.append(photo.id)
        }
        if order.count > Self.capacity {
            let expired = order.prefix(order.count - Self.capacity)
            for id in expired { urls[id] = nil }
            order.removeFirst(expired.count)
        }
    }

    func urls(ofPhotoWithID id: String) -> PhotoURLs? {
        urls[id]
    }
}
