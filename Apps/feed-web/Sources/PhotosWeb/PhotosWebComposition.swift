import AppSupport
import AsyncHTTPInfrastructure
import Foundation
import Photos
import PhotosComposition
import SharedAPI
import SharedCache
import WebSupport

/// The photos' web part: the `photos` app's composition (``PhotosComposition``) on AsyncHTTPClient,
/// with loaded pages kept for the settings' page lifetime, the photos a page showed remembered (only
/// those are served), and photo bytes kept in memory up to the settings' `photoCacheCapacity`, the
/// least recently used going first; concurrent requests for one photo share one download.
struct PhotosWebComposition: Sendable {
    /// The sizes a page offers the browser (`srcset`); `raw` and `full` are too large for a page.
    static let pageSizes: [PhotoSize] = [.thumb, .small, .regular]

    let settings: PhotosWebSettings
    private let composition: PhotosComposition
    private let shown = ShownPhotos()
    private let photoLoads = SingleFlight<URL, Data>()
    private let photoCache: PhotoDataCache
    private let loadedPages: ShortLivedCache<Int, [Photo]>
    private let cachedPhotoIndex: ShortLivedCache<Int, CachedPhotoPagesIndex>

    init(settings: PhotosWebSettings) {
        self.settings = settings
        let context = settings.context
        composition = PhotosComposition(
            context: context,
            client: AsyncHTTPClientAdapter(
                timeout: context.requestTimeout, maximumResponseSize: context.maximumResponseSize),
            policy: settings.policy, allowedHosts: settings.allowedHosts, database: settings.database)
        photoCache = PhotoDataCache(capacity: settings.photoCacheCapacity)
        loadedPages = ShortLivedCache(
            lifetime: settings.pageLifetime, capacity: 100, clock: settings.lifetimeClock,
            staleness: settings.pageLifetime)
        cachedPhotoIndex = ShortLivedCache(lifetime: .seconds(1), capacity: 1, clock: settings.lifetimeClock)
    }

    /// Page `page` of photos: remote, saved beside the other cached pages; that page from the cache when
    /// the API cannot be reached, while younger than the max age. Its photos become servable. A loaded
    /// page is reused for the settings' page lifetime, and concurrent requests for one page share one
    /// load; for as long again it is still served at once while one reload runs in the background, so
    /// that a crowd does not wait (with its frames) for each reload.
    func photos(page: Int) async throws -> [Photo] {
        let photos = try await loadedPages.value(for: page) { [self] in try await self.load(page: page) }
        shown.remember(photos)
        return photos
    }

    private func load(page: Int) async throws -> [Photo] {
        try await composition.photos(page: page, perPage: settings.perPage)
    }

    /// The bytes of a photo a page has shown, in `size`; `nil` for any other photo. The bytes kept in
    /// memory when they are, else downloaded and kept (when they are an image and fit); concurrent
    /// requests for one URL share one download.
    func photoData(id: String, size: PhotoSize) async throws -> Data? {
        guard let url = await urls(ofShownPhotoWithID: id)?[size] else { return nil }
        if let kept = await photoCache.data(for: url) { return kept }
        return try await photoLoads.value(for: url) { [photoDataLoader = composition.photoDataLoader, photoCache] in
            if let kept = await photoCache.data(for: url) { return kept }
            let data = try await photoDataLoader.loadData(from: url)
            if ImageFormat.mediaType(of: data) != nil { await photoCache.insert(data, for: url) }
            return data
        }
    }

    /// The highest page known to hold photos in the cached pages (saved by this server before a
    /// restart, by another one sharing the store, or by the `photos` app); `nil` when none is, or the
    /// store cannot be read. Read through the index kept for a second.
    func lastCachedPageWithPhotos() async -> Int? {
        await cachedPagesIndex()?.lastPageWithPhotos
    }

    /// The URLs of a photo this server has shown, or of one in the cached pages: those a page showed
    /// before a restart, or on another server sharing the store, which a browser may still ask for.
    ///
    /// The cached pages are read through an index kept for a second, so a flood of unknown ids costs
    /// one store read a second, not one per request.
    private func urls(ofShownPhotoWithID id: String) async -> PhotoURLs? {
        if let urls = shown.urls(ofPhotoWithID: id) { return urls }
        return await cachedPagesIndex()?.urlsByID[id]
    }

    /// The cached pages' index, read from the store at most once a second; `nil` when it cannot be read.
    private func cachedPagesIndex() async -> CachedPhotoPagesIndex? {
        try? await cachedPhotoIndex.value(for: 0) { [store = composition.store, settings] in
            try await store.retrieve().map { CachedPhotoPagesIndex($0.resource, perPage: settings.perPage) }
                ?? .empty
        }
    }

    /// `photos.api`: the photos API answers now.
    var apiReadiness: ReadinessCheck {
        .api(of: "photos", client: composition.client, baseURL: settings.context.baseURL)
    }

    /// Throws unless the cache file can be read (a missing file is an empty cache).
    func checkStore() async throws {
        _ = try await composition.store.retrieve()
    }
}
