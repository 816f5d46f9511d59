import Foundation
import SharedCache

/// The photos' cache use cases for one page of photos, on top of any `ResourceStore` of
/// ``LocalPhotoPage``s: save, load while younger than the max age, validate — SharedCache's
/// `LocalResourceLoader`, with photos mapped to the cache's own representation.
///
/// The store keeps one page, the last one saved: a save replaces it whichever page it was, and a load
/// finds nothing when the cached page is another one (or had another page size).
public final class LocalPhotosLoader: ResourceCache {
    private let cache: LocalResourceLoader<LocalPhotoPage>
    private let page: Int
    private let perPage: Int

    /// - Parameters:
    ///   - store: where the photos are kept.
    ///   - page: the page this loader saves and loads, from 1, of `perPage` photos.
    ///   - currentDate: the clock; read once per use case.
    ///   - policy: how old a cache may get; seven days unless told otherwise.
    public init(
        store: some ResourceStore<LocalPhotoPage>,
        page: Int = 1,
        perPage: Int = 10,
        currentDate: @escaping @Sendable () -> Date,
        policy: CachePolicy = .sevenDays
    ) {
        cache = LocalResourceLoader(store: store, currentDate: currentDate, policy: policy)
        self.page = page
        self.perPage = perPage
    }

    /// Replaces the cache with this page's `photos`, stamped with the current date.
    public func save(_ photos: [Photo]) async throws {
        try await cache.save(LocalPhotoPage(page: page, perPage: perPage, photos: photos.map(LocalPhoto.init)))
    }

    /// This page's cached photos while the cache is valid; `nil` when it is empty, expired or holds
    /// another page. Never changes the store.
    public func load() async throws -> [Photo]? {
        guard let cached = try await cache.load(), cached.page == page, cached.perPage == perPage else { return nil }
        return cached.photos.map(Photo.init)
    }

    /// Deletes the cache when it cannot be read or has expired; keeps an empty or valid one.
    @discardableResult
    public func validateCache() async throws -> CacheValidationOutcome {
        try await cache.validateCache()
    }
}

extension LocalPhoto {
    init(_ photo: Photo) {
        self.init(
            id: photo.id,
            description: photo.description,
            author: photo.author,
            location: photo.location,
            width: photo.width,
            height: photo.height,
            color: photo.color,
            likes: photo.likes,
            rawURL: photo.urls.raw,
            fullURL: photo.urls.full,
            regularURL: photo.urls.regular,
            smallURL: photo.urls.small,
            thumbURL: photo.urls.thumb
        )
    }
}

extension Photo {
    init(_ local: LocalPhoto) {
        self.init(
            id: local.id,
            description: local.description,
            author: local.author,
            location: local.location,
            width: local.width,
            height: local.height,
            color: local.color,
            likes: local.likes,
            urls: PhotoURLs(
                raw: local.rawURL, full: local.fullURL, regular: local.regularURL, small: local.smallURL,
                thumb: local.thumbURL)
        )
    }
}
