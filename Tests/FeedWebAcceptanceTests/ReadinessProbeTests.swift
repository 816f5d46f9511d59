import ExecutableTestSupport
import Foundation
import HTTPTestSupport
import Testing

/// `/ready` polled hard (a load balancer, a curious visitor): one round of checks answers for a
/// second, so each mounted feature's API sees about one probe a second, not one per request.
@Suite("Readiness probe")
struct ReadinessProbeTests {
    /// The features `feed-web` mounts by default, each with its own API check; here all three APIs are
    /// the one stub.
    private static let featureCount = 3

    @Test func twentyReadyRequestsInASecondProbeEachFeaturesAPIOnce() async throws {
        try await withTemporaryWorkingDirectory(prefix: "feed-web-ready", executable: "feed-web") { directory, web in
            try await StubHTTPServer.withStarted(responding: StubResponse(body: Data(#"{"items":[]}"#.utf8))) { api in
                let arguments = [
                    "--base-url", api.baseURL.absoluteString, "--store", directory.appending(path: "feed.sqlite").path,
                    "--log-level", "warning",
                ]
                try await FeedWebInstance.withStarted(web, [arguments]) { instances in
                    // Ready first: on a busy machine a check may miss its 2 s, and a failed round
                    // answers for its second too.
                    #expect(try await instances[0].getOnceReady().status == 200)
                    try await Task.sleep(for: .seconds(1.1))
                    let before = api.requests.count
                    let clock = ContinuousClock()
                    let start = clock.now
                    var statuses: [Int] = []
                    for _ in 0..<20 { statuses.append(try await instances[0].get("/ready").status) }
                    let elapsed = clock.now - start
                    let probes = api.requests.count - before

                    #expect(statuses.contains(200))
                    let rounds = Int((elapsed / .seconds(1)).rounded(.up))
                    #expect(
                        probes <= (rounds + 1) * Self.featureCount,
                        "\(probes) probes in \(elapsed) for 20 /ready requests")
                }
            }
        }
    }
}
