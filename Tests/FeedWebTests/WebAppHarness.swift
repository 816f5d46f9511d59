import AppSupport
import FeedWebApp
import Foundation
import Hummingbird
import HummingbirdTesting
import SampleBackend

/// The web app as `feed-web` builds it (``buildApplication(_:onServerRunning:)``), against the sample backend on loopback, with a real SQLite
/// store in a temporary folder. `test` runs the app's router in-process (HummingbirdTesting), or, with
/// `setup: .live`, a real server on loopback, so that requests also go through the HTTP parser.
struct WebAppHarness {
    let backend: SampleBackend
    let storeURL: URL
    /// The clock the backend's `slow` mode waits on and the app measures its reuse lifetimes on.
    let monotonicClock: any Clock<Duration>
    private let directory: URL

    /// The data set the backend serves.
    var dataSet: SampleDataSet { backend.dataSet }

    /// Runs `body` with a backend serving `dataSet` (the shipped one by default); cleans up afterwards.
    /// The backend's slow answers and the app's lifetimes pass on `monotonicClock`: real time unless a
    /// test passes a ``ManualClock`` (then a slow answer moves that clock by its delay, and a lifetime
    /// passes only as the test moves it).
    static func run<T>(
        dataSet: SampleDataSet? = nil,
        monotonicClock: any Clock<Duration> = ContinuousClock(),
        _ body: (WebAppHarness) async throws -> T
    ) async throws -> T {
        let directory = FileManager.default.temporaryDirectory.appending(path: "feed-web-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try await SampleBackend.withRunning(
            configuration: .init(dataSet: dataSet, delayClock: monotonicClock)
        ) { backend in
            try await body(
                WebAppHarness(
                    backend: backend, storeURL: directory.appending(path: "feed.sqlite"),
                    monotonicClock: monotonicClock, directory: directory))
        }
    }

    /// Runs `body` against a new instance of the app on the same store (the next launch), whose clock is
    /// `clock` (now, fixed, unless told otherwise). Snapshots, the refresh interval and the reuse of
    /// comments are off unless `snapshotLifetime`, `refreshInterval` and `commentsLifetime` say otherwise,
    /// so every request loads. Every feature is mounted unless `features` names fewer; the checklist's
    /// background delivery runs once at start, then every `deliveryInterval` (an hour unless told
    /// otherwise, so that a test decides when validations are sent). The API is this harness's backend
    /// unless `baseURL` names another.
    func test(
        baseURL: URL? = nil,
        clock: AppClock = .fixed(Date()),
        snapshotLifetime: Duration = .zero,
        refreshInterval: Duration = .zero,
        commentsLifetime: Duration = .zero,
        features: [String] = FeedWebConfiguration.availableFeatureNames,
        outboxCapacity: Int = 100,
        deliveryInterval: Duration = .seconds(3600),
        setup: TestingSetup = .router,
        _ body: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        // Offline courses use a closed port (refused at once), never a timeout: a generous limit keeps a
        // loaded machine's slow upstream responses from counting as offline.
        let context = AppContext(
            baseURL: baseURL ?? backend.baseURL, storeURL: storeURL, clock: clock, requestTimeout: .seconds(30))
        let configuration = FeedWebConfiguration(
            context: context,
            features: FeedWebConfiguration.features(
                named: features,
                mounts: [
                    .feed(refreshInterval: refreshInterval, commentsLifetime: commentsLifetime),
                    .requirements(outboxCapacity: outboxCapacity, deliveryInterval: deliveryInterval),
                ]),
            snapshotLifetime: snapshotLifetime, lifetimeClock: monotonicClock)
        try await buildApplication(configuration).test(setup, body)
    }
}
