import AppSupport
import Foundation
import Photos
import PhotosComposition
import PostgresInfrastructure
import SharedAPI
import SharedCache
import SharedPresentation
import TerminalSupport
import URLSessionInfrastructure

/// The wiring of the `photos` app: the photos' composition (``PhotosComposition``) on URLSession, a
/// cache file that cannot be read moved aside with a message in the user's language; the cache in a
/// database when one is given.
struct PhotosCompositionRoot {
    let language: Language
    let storeURL: URL
    private let composition: PhotosComposition

    init(
        context: AppContext, language: Language, policy: CachePolicy, allowedHosts: [String],
        database: PostgresDatabase?
    ) {
        self.language = language
        self.storeURL = context.storeURL
        composition = PhotosComposition(
            context: context,
            client: ServerExchangeRecordingHTTPClient(
                decorating: URLSessionHTTPClient(maximumResponseSize: context.maximumResponseSize)),
            policy: policy, allowedHosts: allowedHosts, database: database
        ) { [storeURL = context.storeURL] aside in
            Terminal.printError(TerminalStrings.storeMovedAside(storeURL, to: aside, in: language))
        }
    }

    /// Refuses a store path that holds a file the cache did not write (`NotThisStoresFileError`),
    /// before any command reads or changes it.
    func checkStore() async throws {
        try await composition.checkOwnership()
    }

    /// One page of photos: from remote, saved in the cache beside the other pages; that page from the
    /// cache as fallback.
    func photos(page: Int, perPage: Int) async throws -> [Photo] {
        try await composition.photos(page: page, perPage: perPage)
    }

    /// When page `page` of `perPage` photos was saved in the cache; `nil` when it is not there.
    func cacheSavedAt(page: Int, perPage: Int) async -> Date? {
        guard let cached = try? await composition.store.retrieve() else { return nil }
        let saved = cached.resource.pages.first { $0.page.page == page && $0.page.perPage == perPage }
        return saved.map { $0.savedAt ?? cached.timestamp }
    }

    /// A photo's bytes, always from remote, from allowed hosts only.
    var photoDataLoader: RemotePhotoDataLoader {
        composition.photoDataLoader
    }

    /// The cache use cases, Validate among them.
    var localPhotosLoader: LocalPhotosLoader {
        composition.localPhotosLoader
    }
}
