import Hummingbird
import ServiceLifecycle
import SharedPresentation

/// A feature's web part, as a host mounts it: its routes under its own path, its static files, what
/// must run while the host serves, and what `/ready` checks for it.
///
/// A new feature's web target ships one type conforming to this protocol; the host lists it among
/// the features it can mount, and nothing else changes.
public protocol WebFeature: Sendable {
    /// The feature's name in `--features`, in the navigation's markup and in metrics: `photos`.
    var name: String { get }
    /// Where its pages are mounted: `/photos` (the feed's is `/`).
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
    /// The feature as the navigation lists it.
    public var section: Site.Section {
        Site.Section(name: name, path: path, title: { [self] in title(in: $0) })
    }
}
