import AppSupport
import FeedPresentation
import Foundation
import Hummingbird
import Logging
import PostgresInfrastructure
import ServiceLifecycle
import SharedPresentation
import WebSupport

/// The feed's web part: the feed pages at `/` (Refresh, load more), image bytes and comments pages
/// under `/images/<id>`.
public struct FeedWebFeature: WebFeature {
    /// The feature's name in `--features`.
    public static let name = "feed"
    /// The feed is the host's front page.
    public static let path = "/"
    static let script = "feed.js"
    static let stylesheet = "feed.css"

    public let assets: [WebAsset]
    public var services: [any Service] { root.services }
    public var readinessChecks: [ReadinessCheck] { root.readinessChecks }
    private let root: WebCompositionRoot

    /// Composes the feed's use cases for a server: see ``WebCompositionRoot``.
    public init(settings: FeedWebSettings, logger: Logger) throws {
        root = WebCompositionRoot(settings: settings, logger: logger)
        assets = [try WebAsset(named: Self.script, in: .module), try WebAsset(named: Self.stylesheet, in: .module)]
    }

    public func title(in language: Language) -> String {
        FeedPresenter.title(in: language)
    }

    public func addRoutes(to router: Router<BasicRequestContext>, site: Site) async throws {
        let renderer = try await PageRenderer(templatesIn: .module)
        FeedController(snapshots: root.snapshots, renderer: renderer, site: site).addRoutes(to: router)
        ImagesController(root: root, renderer: renderer, site: site).addRoutes(to: router.group("images"))
    }
}

extension FeedWebFeature {
    /// The feed's own settings, the values of `--refresh-seconds`, `--comments-seconds` and
    /// `--cache-validation-seconds`; the host gives the rest (see ``init(_:context:database:allowedHosts:snapshotLifetime:lifetimeClock:logger:)``).
    public struct Options: Sendable {
        /// How long after a load a refresh is still served from it; `.zero` loads on every refresh.
        public var refreshInterval: Duration
        /// How long an image's loaded comments are shown again; `.zero` loads on every request.
        public var commentsLifetime: Duration
        /// How often the feed cache is validated (deleted once seven days old), besides once at start.
        public var cacheValidationInterval: Duration

        /// The defaults of `feed-web`'s options: 1 s, 5 s and an hour.
        public init(
            refreshInterval: Duration = .seconds(1), commentsLifetime: Duration = .seconds(5),
            cacheValidationInterval: Duration = .seconds(3600)
        ) {
            self.refreshInterval = refreshInterval
            self.commentsLifetime = commentsLifetime
            self.cacheValidationInterval = cacheValidationInterval
        }
    }

    /// The feed built from its `options` and what the host gives every feature: the API, the store's
    /// folder, the clock and timeout (`context`; the feed keeps `feed`'s own file,
    /// ``FeedWebSettings/storeFileName``), the shared `database` if any, the hosts image URLs may name
    /// (`--allow-host`), how long a loaded feed is shown again (`--snapshot-seconds`), the clock
    /// lifetimes are measured on, and the logger.
    public init(
        _ options: Options, context: AppContext, database: PostgresDatabase?, allowedHosts: [String],
        snapshotLifetime: Duration, lifetimeClock: any Clock<Duration>, logger: Logger
    ) throws {
        try self.init(
            settings: FeedWebSettings(
                context: context, snapshotLifetime: snapshotLifetime, refreshInterval: options.refreshInterval,
                commentsLifetime: options.commentsLifetime, cacheValidationInterval: options.cacheValidationInterval,
                database: database, allowedHosts: allowedHosts, lifetimeClock: lifetimeClock),
            logger: logger)
    }
}
