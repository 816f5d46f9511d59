import Logging
import Requirements
import ServiceLifecycle

/// Sends the outbox's pending validations while the server runs: once at start, then every
/// `interval`, logging what it sent and what is left. It stops with the app's graceful shutdown.
struct DeliveryService: Service {
    let interval: Duration
    let logger: Logger
    let composition: RequirementsWebComposition

    func run() async throws {
        try await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                await deliverOnce()
                try await Task.sleep(for: interval)
            }
        }
    }

    private func deliverOnce() async {
        do {
            let report = try await composition.deliverPending()
            if !report.delivered.isEmpty || !report.failed.isEmpty || report.stillPending > 0 {
                logger.info(
                    "outbox: \(report.delivered.count) delivered, \(report.failed.count) rejected, \(report.stillPending) pending"
                )
            }
        } catch is CancellationError {
            return
        } catch {
            logger.warning("outbox delivery failed: \(type(of: error))")
        }
    }
}
