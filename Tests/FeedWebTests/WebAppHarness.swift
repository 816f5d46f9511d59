import FeedAppSupport
import FeedSampleBackend
import FeedWebApp
import Foundation
import Hummingbird
import HummingbirdTesting

/// The web app as `feed-web` composes it, against the sample backend on loopback, with a real SQLite
/// store in a temporary folder. `test` runs the app's router in-process (HummingbirdTesting).
struct WebAppHarness {
    let backend: FeedSampleBackend
    let storeURL: URL
    private let directory: URL

    /// The data set the backend serves.
    var dataSet: SampleDataSet { backend.dataSet }

    /// Runs `body` with a backend serving `dataSet` (the shipped one by default); cleans up afterwards.
    static func run<T>(
        dataSet: SampleDataSet? = nil,
        _ body: (WebAppHarness) async throws -> T
    ) async throws -> T {
        let directory = FileManager.default.temporaryDirectory.appending(path: "feed-web-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let backend = try await FeedSampleBackend.start(configuration: .init(dataSet: dataSet))
        let harness = WebAppHarness(
            backend: backend, storeURL: directory.appending(path: "feed.sqlite"), directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let result = try await body(harness)
            await backend.stop()
            return result
        } catch {
            await backend.stop()
            throw error
        }
    }

    /// Runs `body` against a new instance of the app on the same store (the next launch), with the
    /// clock at `now`. Snapshots are off unless `snapshotLifetime` says otherwise, so every request
    /// loads the feed.
    func test(
        now: Date = Date(),
        snapshotLifetime: Duration = .zero,
        _ body: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        try await test(clock: .fixed(now), snapshotLifetime: snapshotLifetime, body)
    }

    /// Runs `body` against a new instance of the app whose clock is `clock`.
    func test(
        clock: FeedClock,
        snapshotLifetime: Duration = .zero,
        _ body: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let root = WebCompositionRoot(
            baseURL: backend.baseURL, storeURL: storeURL, clock: clock, timeout: .seconds(5),
            snapshotLifetime: snapshotLifetime)
        let app = Application(router: try await FeedWebRouter.make(root: root, clock: clock))
        try await app.test(.router, body)
    }
}
