import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import Prometheus

/// The web app, composed and routed: the one builder the `feed-web` executable and the tests share.
///
/// - Parameters:
///   - configuration: the feed API, store, clock, address and snapshot lifetime.
///   - onServerRunning: called with the bound port once the server listens.
public func buildApplication(
    _ configuration: FeedWebConfiguration,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    let logger = Logger(label: "feed-web")
    let root = WebCompositionRoot(configuration: configuration, logger: logger)
    let router = try await buildRouter(root: root, metricsRegistry: configuration.metricsRegistry)
    return Application(
        router: router,
        server: .http1(configuration: .init(idleTimeout: TimeAmount(configuration.idleTimeout))),
        configuration: .init(
            address: .hostname(configuration.host, port: configuration.port),
            availableConnectionsDelegate: MaximumAvailableConnections(configuration.maximumConnections)),
        services: root.services,
        onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
        logger: logger
    )
}

/// The routes of the app composed by `root`; see the controllers for each route. Every request is
/// logged (at `info`, through the app's swift-log logger) and counted in swift-metrics by route and
/// status.
func buildRouter(
    root: WebCompositionRoot, metricsRegistry: PrometheusCollectorRegistry? = nil
) async throws -> Router<BasicRequestContext> {
    let renderer = try await PageRenderer()
    let router = Router()
    router.add(middleware: LogRequestsMiddleware(.info))
    router.add(middleware: MetricsMiddleware())
    router.add(middleware: ContentSecurityMiddleware(contentSecurityPolicy: .feedWeb))
    router.add(middleware: ErrorStatusMiddleware())
    FeedController(snapshots: root.snapshots, renderer: renderer).addRoutes(to: router)
    ImagesController(root: root, renderer: renderer).addRoutes(to: router.group("images"))
    try AssetsController().addRoutes(to: router.group("assets"))
    OperationsController(readiness: root.readiness, registry: metricsRegistry).addRoutes(to: router)
    return router
}

extension TimeAmount {
    fileprivate init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
