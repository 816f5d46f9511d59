import FeedPresentation
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import SharedPresentation
import WebSupport

/// The feed's web part: the feed pages at `/` (Refresh, load more), image bytes and comments pages
/// under `/images/<id>`.
public struct FeedWebFeature: WebFeature {
    /// The feature's name in `--features`.
    public static let name = "feed"
    static let script = "feed.js"
    static let stylesheet = "feed.css"

    public var name: String { Self.name }
    public var path: String { "/" }
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
