import ExecutableTestSupport
import Foundation
import Testing

/// `feed-web --log-level info` (the default) logs every request with its method, path and status, as
/// its README says: the line used to name the method and path only.
@Suite("Request log")
struct RequestLogTests {
    @Test func eachRequestIsLoggedWithItsStatus() async throws {
        try await FeedWebInstance.withOneOnSampleBackend(prefix: "feed-web-request-log") { web, _ in
            #expect(try await web.get("/health").status == 200)
            #expect(try await web.get("/no-such-page").status == 404)

            let deadline = ContinuousClock.now.advanced(by: .seconds(10))
            while !web.app.stdout.contains("GET /no-such-page 404"), ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(100))
            }
            let log = web.app.stdout
            #expect(log.contains("GET /health 200"), "\(log)")
            #expect(log.contains("GET /no-such-page 404"), "\(log)")
        }
    }
}
