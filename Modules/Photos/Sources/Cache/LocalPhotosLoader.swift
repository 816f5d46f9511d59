import Foundation
import SharedCache

/// The photos' cache use cases for one page of photos, on top of any `ResourceStore` of
/// ``LocalPhotoPages``: save, load while younger than the max age, validate, with photos mapped to the
/// cache's own representation.
///
/// The store keeps every page loaded, by page number and page size, each with its own timestamp:
/// saving a page replaces only that page (an empty page past the end erases nothing), and each page
/// is shown offline while it is younger than the max age. A save drops the pages that have expired
/// and keeps at most ``maximumPages``, the most recently saved.
public final class LocalPhotosLoader: ResourceCache {
    /// The most pages the cache keeps; a save past it drops the least recently saved.
    public static let maximumPages = 100

    private let store: any ResourceStore<LocalPhotoPages>
    private let page: Int
    private let perPage: Int
    private let currentDate: @Sendable () -> Date
    private let policy: CachePolicy

    /// - Parameters:
    ///   - store: where the photos are kept.
    ///   - page: the page this loader saves and loads, from 1, of `perPage` photos.
    ///   - currentDate: the clock; read once per use case.
    ///   - policy: how old a cached page may get; seven days unless told otherwise.
    public init(
        store: some ResourceStore<LocalPhotoPages>,
        page: Int = 1,
        perPage: Int = 10,
        currentDate: @escaping @Sendable () -> Date,
        policy: CachePolicy = .sevenDays
    ) {
        self.store = store
        self.page = page
        self.perPage = perPage
        self.currentDate = currentDate
        self.policy = policy
    }

    /// Saves this page's `photos`, stamped with the current date, beside the other cached pages that
    /// are still valid, through the store's ``ResourceStore/update(_:)``: the saves of this process run
    /// one at a time, and a store shared by several processes reads and writes under its lock, so no
    /// save loses another's page.
    ///
    /// - Throws: the store's error, having saved nothing, when the cached pages cannot be retrieved
    ///   (so that a passing failure never replaces them with this page alone); a cache that is
    ///   unreadable for good (`UnreadableCacheError`) is replaced.
    public func save(_ photos: [Photo]) async throws {
        try await PhotoPageSaves.shared.run { [self] in try await saveNow(photos) }
    }

    private func saveNow(_ photos: [Photo]) async throws {
        let now = currentDate()
        let saved = SavedPhotoPage(
            page: LocalPhotoPage(page: page, perPage: perPage, photos: photos.map(LocalPhoto.init)), savedAt: now)
        try await store.update { [page, perPage, policy] stored in
            let others = (try Self.pagesKeptBeside(stored).map(Self.datedPages) ?? [])
                .filter { !$0.page.isPage(page, perPage: perPage) && policy.validates($0.savedAt, against: now) }
                .sorted { $0.savedAt > $1.savedAt }
                .prefix(Self.maximumPages - 1)
            let pages = others.reversed().map { SavedPhotoPage(page: $0.page, savedAt: $0.savedAt) } + [saved]
            return (LocalPhotoPages(pages: pages), now)
        }
    }

    /// The cached pages a save keeps beside its own: `nil` when there are none, or when they are
    /// unreadable for good; any other retrieval error is thrown, and the save changes nothing.
    private static func pagesKeptBeside(
        _ stored: Result<CachedResource<LocalPhotoPages>?, any Error>
    ) throws -> CachedResource<LocalPhotoPages>? {
        do {
            return try stored.get()
        } catch is any UnreadableCacheError {
            return nil
        }
    }

    /// This page's cached photos while it is valid; `nil` when it was never saved, has expired, or the
    /// cache is empty. Never changes the store.
    public func load() async throws -> [Photo]? {
        guard let cache = try await store.retrieve(),
            let cached = Self.datedPages(of: cache).last(where: { $0.page.isPage(page, perPage: perPage) }),
            policy.validates(cached.savedAt, against: currentDate())
        else { return nil }
        return cached.page.photos.map(Photo.init)
    }

    /// Deletes the cache when it is unreadable (`UnreadableCacheError`) or every page in it has
    /// expired, and throws a passing retrieval failure without deleting anything; drops the expired
    /// pages of a cache that still has valid ones; keeps an empty or valid one.
    @discardableResult
    public func validateCache() async throws -> CacheValidationOutcome {
        try await store.validateCache { cache in
            let now = currentDate()
            let pages = Self.datedPages(of: cache)
            let valid = pages.filter { policy.validates($0.savedAt, against: now) }
            guard !valid.isEmpty else {
                try await store.deleteCache()
                return .deleted
            }
            if valid.count < pages.count {
                try await store.replaceCache(
                    with: LocalPhotoPages(pages: valid.map { SavedPhotoPage(page: $0.page, savedAt: $0.savedAt) }),
                    timestamp: cache.timestamp)
            }
            return .kept
        }
    }

    /// The cached pages with the date each was saved: its own, or the cache's for a page of an earlier
    /// version.
    private static func datedPages(of cache: CachedResource<LocalPhotoPages>) -> [(page: LocalPhotoPage, savedAt: Date)]
    {
        cache.resource.pages.map { ($0.page, $0.savedAt ?? cache.timestamp) }
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
