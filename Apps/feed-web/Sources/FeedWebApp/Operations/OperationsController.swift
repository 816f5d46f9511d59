import Foundation
import Hummingbird
import NIOCore
import Prometheus
import WebSupport

/// The routes an operator or a load balancer uses:
///
/// - `GET /health`: `ok` while the process serves (liveness);
/// - `GET /ready`: 200 when every mounted feature's store and API answer, else 503; the JSON body names each
///   check's outcome (readiness). One round of checks serves every `/ready` for a second
///   (``readinessLifetime``), so that polling it costs each API and store one probe a second;
/// - `GET /metrics`: the Prometheus text format of `registry`, when the app has one (404 otherwise).
struct OperationsController: Sendable {
    /// How long one round of readiness checks answers `/ready`.
    static let readinessLifetime: Duration = .seconds(1)

    let readiness: Readiness
    let registry: PrometheusCollectorRegistry?
    private let recentReports: ShortLivedCache<Int, Readiness.Report>

    /// - Parameter lifetimeClock: the clock ``readinessLifetime`` is measured on.
    init(
        readiness: Readiness, registry: PrometheusCollectorRegistry?,
        lifetimeClock: some Clock<Duration> = ContinuousClock()
    ) {
        self.readiness = readiness
        self.registry = registry
        recentReports = ShortLivedCache(lifetime: Self.readinessLifetime, capacity: 1, clock: lifetimeClock)
    }

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("health") { _, _ in "ok" }
        router.get("ready", use: ready)
        router.get("metrics", use: metrics)
    }

    @Sendable func ready(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let report = try await recentReports.value(for: 0) { [readiness] in await readiness.report() }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Response(
            status: report.ready ? .ok : .serviceUnavailable,
            headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: try encoder.encode(report)))
        )
    }

    @Sendable func metrics(_ request: Request, context: BasicRequestContext) async -> Response {
        guard let registry else { return Response(status: .notFound) }
        return Response(
            status: .ok,
            headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer()))
        )
    }
}
