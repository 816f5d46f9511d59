import Foundation
import Hummingbird
import Logging

/// The web app, composed and routed: the one builder the `feed-web` executable and the tests share.
///
/// - Parameters:
///   - configuration: the feed API, store, clock, address and snapshot lifetime.
///   - onServerRunning: called with the bound port once the server listens.
public func buildApplication(
    _ configuration: FeedWebConfiguration,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    let root = WebCompositionRoot(configuration: configuration)
    let router = try await buildRouter(root: root)
    return Application(
        router: router,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
        onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
        logger: Logger(label: "feed-web")
    )
}

/// The routes of the app composed by `root`; see the controllers for each route.
func buildRouter(root: WebCompositionRoot) async throws -> Router<BasicRequestContext> {
    let renderer = try await PageRenderer()
    let router = Router()
    router.add(middleware: ContentSecurityMiddleware(contentSecurityPolicy: .feedWeb))
    router.add(middleware: ErrorStatusMiddleware())
    FeedController(snapshots: root.snapshots, renderer: renderer).addRoutes(to: router)
    ImagesController(root: root, renderer: renderer).addRoutes(to: router.group("images"))
    try AssetsController().addRoutes(to: router.group("assets"))
    router.get("health") { _, _ in "ok" }
    return router
}
