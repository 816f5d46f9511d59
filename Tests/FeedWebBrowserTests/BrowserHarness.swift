import AppSupport
import FeedWebApp
import Foundation
import HummingbirdTesting
import SampleBackend
import Testing

/// The web host with every feature, served on a loopback port against the sample backend, with its
/// stores in a temporary folder: what the browser tests open.
enum BrowserHarness {
    /// Runs `body` with the host's address and its backend; cleans up afterwards. The checklist's
    /// background delivery runs every `deliveryInterval`.
    static func run(
        deliveryInterval: Duration = .seconds(3600), _ body: @Sendable (URL, SampleBackend) async throws -> Void
    ) async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "feed-web-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await SampleBackend.withRunning { backend in
            let context = AppContext(
                baseURL: backend.baseURL, storeURL: directory.appending(path: "feed.sqlite"), clock: .system,
                requestTimeout: .seconds(5))
            let app = try await buildApplication(
                FeedWebConfiguration(
                    context: context,
                    features: FeedWebConfiguration.features(
                        named: FeedWebConfiguration.availableFeatureNames,
                        mounts: [.requirements(deliveryInterval: deliveryInterval)]),
                    port: 0, snapshotLifetime: .seconds(10)))
            try await app.test(.live) { client in
                let port = try #require(client.port)
                try await body(try #require(URL(string: "http://127.0.0.1:\(port)")), backend)
            }
        }
    }
}
