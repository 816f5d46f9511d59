import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

extension FeedCLIAcceptanceTests {
    /// `--base-url http://[::1]:<port>` (before: a trap in FeedEndpoint, which rebuilt the URL from a
    /// host without its brackets). FoundationNetworking of Swift 6.3 cannot fetch a URL whose host is an
    /// IPv6 literal (it fails them as bad URLs: swiftlang/swift-corelibs-foundation#5496, fixed after
    /// 6.3), so the terminal app ends with the connection error, never a crash; feed-web, on
    /// AsyncHTTPClient, loads the feed (FeedWebAcceptanceTests).
    @Suite struct IPv6BaseURL {
        @Test(.enabled(if: hasIPv6Loopback, "this machine has no ::1"))
        func anIPv6BaseURLEndsWithTheConnectionErrorNotACrash() async throws {
            try await withTemporaryWorkingDirectory(prefix: "feed-ipv6", executable: "feed") { directory, feed in
                try await SampleBackend.withRunning(
                    configuration: .init(host: "::1", port: 0, mode: .normal, now: { Date() })
                ) { backend in
                    let output = try await feed.run(
                        [
                            "--json", "--base-url", backend.baseURL.absoluteString, "--store",
                            directory.appending(path: "f.sqlite").path,
                        ])

                    #expect(backend.baseURL.absoluteString.hasPrefix("http://[::1]:"))
                    #expect(output.status == 1, "stderr: \(output.stderr)")
                    #expect(output.stderr.hasPrefix("Couldn't connect to server: http://[::1]:"), "\(output.stderr)")
                }
            }
        }
    }
}
