import FeedSampleBackend
import Foundation

/// The feed API an app talks to: the one at a base URL the user gave, or the sample backend started
/// in-process, so that an app works offline on a fresh machine.
///
/// Call ``stop()`` when the app is done: it stops the embedded backend, if one was started.
public struct FeedBackend: Sendable {
    /// The base URL of the feed API (`<baseURL>/v1/feed`, `<baseURL>/v1/image/<id>/comments`).
    public let baseURL: URL
    /// Whether this is the sample backend, started in-process by ``resolve(baseURL:clock:)``.
    public var isEmbedded: Bool { embedded != nil }

    private let embedded: FeedSampleBackend?

    private init(baseURL: URL, embedded: FeedSampleBackend?) {
        self.baseURL = baseURL
        self.embedded = embedded
    }

    /// The API at `baseURL` when given; otherwise the sample backend, started on a free loopback port,
    /// its comment dates relative to `clock`.
    ///
    /// - Throws: the embedded backend's start error (for instance when loopback cannot be bound).
    public static func resolve(baseURL: URL?, clock: FeedClock) async throws -> FeedBackend {
        if let baseURL {
            return FeedBackend(baseURL: baseURL, embedded: nil)
        }
        let backend = try await FeedSampleBackend.start(
            configuration: .init(host: "127.0.0.1", port: 0, mode: .normal, now: clock.now)
        )
        return FeedBackend(baseURL: backend.baseURL, embedded: backend)
    }

    /// Stops the embedded backend, if any; returns once its port is closed.
    public func stop() async {
        await embedded?.stop()
    }

    /// Runs `body` with the backend `resolve(baseURL:clock:)` gives, and stops it afterwards, whether
    /// `body` returns or throws.
    public static func withBackend<T>(
        baseURL: URL?,
        clock: FeedClock,
        _ body: (FeedBackend) async throws -> T
    ) async throws -> T {
        let backend = try await resolve(baseURL: baseURL, clock: clock)
        do {
            let result = try await body(backend)
            await backend.stop()
            return result
        } catch {
            await backend.stop()
            throw error
        }
    }
}
