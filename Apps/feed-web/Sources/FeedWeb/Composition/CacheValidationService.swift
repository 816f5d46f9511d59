import Logging
import ServiceLifecycle
import SharedCache

/// Validates the feed cache while the app serves (the feed's Validate Cache use case: a cache seven
/// days old or more is deleted): once at start, then every `interval`, logging each outcome. It
/// stops with the app's graceful shutdown.
///
/// Instances sharing one database may validate at the same moment: the store deletes an expired
/// feed only while it is still the one the validation read, so no instance deletes a feed another
/// one saved meanwhile.
struct CacheValidationService: Service {
    let interval: Duration
    let logger: Logger
    let validate: @Sendable () async throws -> CacheValidationOutcome

    func run() async throws {
        try await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                await validateOnce()
                try await Task.sleep(for: interval)
            }
        }
    }

    private func validateOnce() async {
        do {
            let outcome = try await validate()
            logger.info("feed cache validated: \(outcome.rawValue)")
        } catch is CancellationError {
            return
        } catch {
            logger.warning("feed cache validation failed: \(type(of: error))")
        }
    }
}
