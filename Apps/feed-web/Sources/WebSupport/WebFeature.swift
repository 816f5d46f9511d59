import Hummingbird
import ServiceLifecycle
import SharedPresentation

/// A feature's web part, as a host mounts it: its routes under its own path, its static files, what
/// must run while the host serves, and what `/ready` checks for it.
///
/// A new feature's web target ships one type conforming to this protocol, whose ``name`` and ``path``
/// are written once, as static properties; the host lists that type among the features it can mount
/// and builds it from the feature's settings and what it gives every feature (see `FeedWebApp`'s
/// `HostedWebFeature`).
public protocol WebFeature: Sendable {
    /// The feature's name in `--features`, in the navigation's markup and in metrics: `photos`.
    static var name: String { get }
    /// Where its pages are mounted: `/photos` (the feed's is `/`). Its routes and links are under it.
    static var path: String { get }
    /// ``name``, for a feature the host holds as `any WebFeature`.
    var name: String { get }
    /// ``path``, for a feature the host holds as `any WebFeature`.
    var path: String { get }
    /// Its title in the navigation, in `language`.
    func title(in language: Language) -> String
    /// Its stylesheets and scripts, served under `/assets/`.
    var assets: [WebAsset] { get }
    /// What must run while the host serves: a connection pool, background deliveries.
    var services: [any Service] { get }
    /// What `/ready` checks for it.
    var readinessChecks: [ReadinessCheck] { get }
    /// Adds its routes to `router`, under ``path``; its pages show `site`'s navigation.
    func addRoutes(to router: Router<BasicRequestContext>, site: Site) async throws
}

extension WebFeature {
    public var name: String { Self.name }
    public var path: String { Self.path }

    /// The feature as the navigation lists it.
    public var section: Site.Section {
        Site.Section(name: name, path: path, title: { [self] in title(in: $0) })
    }
}
