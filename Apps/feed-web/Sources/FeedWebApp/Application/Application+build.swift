import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import PostgresInfrastructure
import Prometheus
import SharedCache
import WebSupport

/// The web host, composed and routed: the one builder the `feed-web` executable and the tests share.
///
/// - Parameters:
///   - configuration: the features to mount, the APIs, stores, clock, address and lifetimes.
///   - onServerRunning: called with the bound port once the server listens.
public func buildApplication(
    _ configuration: FeedWebConfiguration,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    let logger = Logger(label: "feed-web")
    // PostgresNIO's own lines (each connection attempt, at info) stay below the app's default level.
    var databaseLogger = Logger(label: "feed-web.database")
    databaseLogger.logLevel = max(databaseLogger.logLevel, .warning)
    let database = configuration.databaseURL.map {
        PostgresDatabase(url: $0, maximumConnections: configuration.databaseConnections, logger: databaseLogger)
    }
    let host = WebFeatureHost(
        context: configuration.context, database: database, allowedHosts: configuration.allowedHosts,
        snapshotLifetime: configuration.snapshotLifetime,
        policy: CachePolicy(maxAgeInDays: configuration.maximumAgeInDays),
        lifetimeClock: configuration.lifetimeClock, logger: logger)
    let features = try configuration.features.map { try $0.feature(host: host) }
    let router = try await buildRouter(
        features: features, logger: logger, metricsRegistry: configuration.metricsRegistry,
        lifetimeClock: configuration.lifetimeClock, servedHostNames: ServedHostNames(configuration.serverNames))
    return Application(
        responder: RequestTaskResponder(responder: router.buildResponder()),
        server: .http1(
            configuration: .init(
                // An autoclosure: each connection gets a handler of its own.
                additionalChannelHandlers: [
                    ConnectionDeadlineHandler(
                        limits: configuration.connectionTimeLimits, report: configuration.shutdownReport,
                        logger: logger)
                ],
                idleTimeout: TimeAmount(configuration.idleTimeout))),
        configuration: .init(
            address: .hostname(configuration.host, port: configuration.port),
            backlog: max(256, configuration.maximumConnections),
            availableConnectionsDelegate: MaximumAvailableConnections(configuration.maximumConnections)),
        services: ((database.map { [$0] } ?? []) + features.flatMap(\.services)).map(GracefullyStoppedService.init),
        onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
        logger: logger
    )
}

/// The routes of the mounted `features`, each under its own path, with the shared assets and the
/// operations routes that cover them all. Every request is logged (at `info`, through the app's
/// swift-log logger) and counted in swift-metrics by route and status. `/ready`'s report is reused for a
/// second on `lifetimeClock`. A request whose `Host` is none of `servedHostNames` gets 421 before any
/// route sees it. A browser's request that gets an empty 404 or 403 gets the localized page that says so.
func buildRouter(
    features: [any WebFeature], logger: Logger, metricsRegistry: PrometheusCollectorRegistry? = nil,
    lifetimeClock: any Clock<Duration> = ContinuousClock(), servedHostNames: ServedHostNames = ServedHostNames()
) async throws -> Router<BasicRequestContext> {
    let router = Router()
    let site = Site(sections: features.map(\.section))
    let statusPages = try await StatusPageMiddleware<BasicRequestContext>(site: site)
    router.addMiddleware {
        RequestLogMiddleware(.info)
        MetricsMiddleware()
        ServedHostMiddleware(names: servedHostNames)
        ContentSecurityMiddleware(contentSecurityPolicy: .webHost)
        statusPages
        ErrorStatusMiddleware()
    }
    for feature in features {
        try await feature.addRoutes(to: router, site: site)
    }
    if !features.contains(where: { $0.path == "/" }), let first = features.first {
        router.get("/") { _, _ in Response(status: .seeOther, headers: [.location: first.path]) }
    }
    AssetsController(assets: [try WebAsset.sharedStylesheet()] + features.flatMap(\.assets))
        .addRoutes(to: router.group("assets"))
    OperationsController(
        readiness: Readiness(checks: features.flatMap(\.readinessChecks), limit: .seconds(2), logger: logger),
        registry: metricsRegistry, lifetimeClock: lifetimeClock
    ).addRoutes(to: router)
    return router
}
