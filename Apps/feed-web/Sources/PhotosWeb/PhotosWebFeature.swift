import AppSupport
import Foundation
import Hummingbird
import Photos
import PostgresInfrastructure
import ServiceLifecycle
import SharedCache
import SharedPresentation
import WebSupport

/// The photos' web part, mounted at `/photos`: a responsive grid of a page of photos, with the cache
/// and max age of the `photos` app, and the photos' bytes through the host.
public struct PhotosWebFeature: WebFeature {
    /// The feature's name in `--features`.
    public static let name = "photos"
    /// Where the photos are mounted: the only place it is written.
    public static let path = "/photos"
    static let stylesheet = "photos.css"

    public let assets: [WebAsset]
    public var services: [any Service] { [] }
    public var readinessChecks: [ReadinessCheck] {
        [
            composition.apiReadiness,
            ReadinessCheck(name: "photos.store") { [composition] in try await composition.checkStore() },
        ]
    }
    private let composition: PhotosWebComposition

    public init(settings: PhotosWebSettings) throws {
        composition = PhotosWebComposition(settings: settings)
        assets = [try WebAsset(named: Self.stylesheet, in: .module)]
    }

    public func title(in language: Language) -> String {
        PhotosPresenter.title(in: language)
    }

    public func addRoutes(to router: Router<BasicRequestContext>, site: Site) async throws {
        let renderer = try await PageRenderer(templatesIn: .module)
        PhotosController(composition: composition, renderer: renderer, site: site)
            .addRoutes(to: router.group(RouterPath(Self.path)))
    }
}

extension PhotosWebFeature {
    /// The photos' own settings. None is an option of `feed-web`: the photos follow the host's
    /// `--snapshot-seconds`, `--max-age` and `--allow-host`, which they share with other features.
    public struct Options: Sendable {
        /// Photos on one page.
        public var perPage: Int
        /// The most photo bytes kept in memory; a photo larger than this is downloaded on every request.
        public var photoCacheCapacity: Int

        public init(perPage: Int = 12, photoCacheCapacity: Int = PhotosWebSettings.defaultPhotoCacheCapacity) {
            self.perPage = perPage
            self.photoCacheCapacity = photoCacheCapacity
        }
    }

    /// The photos built from their `options` and what the host gives every feature: the API, the
    /// store's folder (the photos keep the `photos` app's file in it, ``PhotosWebSettings/storeFileName``),
    /// the clock and timeout (`context`), the shared `database` if any, the hosts photo URLs may name
    /// (`--allow-host`), how long a loaded page is shown again (`--snapshot-seconds`), how old a cached
    /// page may be shown (`--max-age`), and the clock lifetimes are measured on.
    public init(
        _ options: Options, context: AppContext, database: PostgresDatabase?, allowedHosts: [String],
        snapshotLifetime: Duration, policy: CachePolicy, lifetimeClock: any Clock<Duration>
    ) throws {
        try self.init(
            settings: PhotosWebSettings(
                context: context.storing(in: PhotosWebSettings.storeFileName), database: database, policy: policy,
                perPage: options.perPage, allowedHosts: allowedHosts, pageLifetime: snapshotLifetime,
                lifetimeClock: lifetimeClock, photoCacheCapacity: options.photoCacheCapacity))
    }
}
