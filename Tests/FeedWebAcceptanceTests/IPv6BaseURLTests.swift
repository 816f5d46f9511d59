import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

/// `feed-web --base-url http://[::1]:<port>`: the feed and an image from a backend on IPv6 loopback
/// (before: a trap in FeedEndpoint, which rebuilt the URL from the host without its brackets).
@Suite("IPv6 base URL")
struct IPv6BaseURLTests {
    @Test(.enabled(if: hasIPv6Loopback, "this machine has no ::1"))
    func servesTheFeedOfABackendOnIPv6Loopback() async throws {
        try await withTemporaryWorkingDirectory(prefix: "feed-web-ipv6", executable: "feed-web") { directory, web in
            try await SampleBackend.withRunning(
                configuration: .init(host: "::1", port: 0, mode: .normal, now: { Date() })
            ) { backend in
                let arguments = [
                    "--base-url", backend.baseURL.absoluteString, "--store", directory.appending(path: "f.sqlite").path,
                    "--log-level", "warning",
                ]
                try await FeedWebInstance.withStarted(web, [arguments]) { instances in
                    let page = try await instances[0].imageIDs()
                    let image = try await instances[0].get("/images/\(page.ids.first?.uuidString ?? "")")

                    #expect(page.status == 200)
                    #expect(page.ids.count == 10)
                    #expect(image.status == 200)
                }
            }
        }
    }
}
