import ServiceLifecycle

/// A feature's background service (a periodic cache validation, the outbox's delivery, a database
/// pool), run so that the app's graceful shutdown stopping it is not taken for a failure.
///
/// Such a service stops on graceful shutdown through `cancelWhenGracefulShutdown`, which cancels its
/// wait for the next round: it ends by throwing `CancellationError`. A service group rethrows any
/// service's error, so `feed-web` would end every `SIGTERM` or `SIGINT` with that error and exit
/// status 1. Once the graceful shutdown has reached the service, that error is how it stopped; any
/// other error, or a cancellation before the shutdown, is still a failure.
struct GracefullyStoppedService: Service {
    let service: any Service

    func run() async throws {
        do {
            try await service.run()
        } catch is CancellationError where Task.isShuttingDownGracefully {
            return
        }
    }
}
