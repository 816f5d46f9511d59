import ExecutableTestSupport
import Foundation
import HTTPTestSupport
import Testing

/// The built `feed-web` against a feed API that sends a response's head and a few bytes of its body,
/// then nothing: every page still answers within `--timeout` and a margin, from the cache or with the
/// offline page, and the next visitor is not held by the stalled load either.
@Suite("A stalled feed API")
struct StalledUpstreamTests {
    /// 100 bytes declared, 10 sent, then silence until the stub stops.
    private static let stalledBody = StubResponse(
        body: Data(repeating: UInt8(ascii: " "), count: 10), repeats: 10, declaresLength: true, stallsAfter: 1)
    private static let imageID = "73A7F70C-75DA-4C2E-B5A3-EED40DC53AA6"
    private static let margin: Duration = .seconds(10)

    @Test func pagesAnswerWithinTheTimeoutFromTheCacheOrOffline() async throws {
        try await withTemporaryWorkingDirectory(prefix: "feed-web-stalled", executable: "feed-web") { directory, web in
            try await StubHTTPServer.withStarted(responding: Self.stalledBody) { api in
                let arguments = [
                    "--base-url", api.baseURL.absoluteString, "--timeout", "3", "--snapshot-seconds", "0",
                    "--store", directory.appending(path: "feed.sqlite").path, "--log-level", "warning",
                ]
                try await FeedWebInstance.withStarted(web, [arguments]) { instances in
                    let instance = instances[0]

                    let offline = try await timed { try await instance.get("/") }
                    #expect(offline.value.status == 503)
                    #expect(offline.elapsed < .seconds(3) + Self.margin)

                    // The answering API is not what this test bounds: on a busy machine one load may outlast
                    // --timeout, so the page is asked again (for up to 60 s) until the feed is cached.
                    api.respond(with: StubResponse(body: Self.onePageFeed(imageURL: api.url("/image.png"))))
                    var online = try await instance.imageIDs()
                    let deadline = ContinuousClock.now.advanced(by: .seconds(60))
                    while online.ids.isEmpty, ContinuousClock.now < deadline {
                        try await Task.sleep(for: .milliseconds(100))
                        online = try await instance.imageIDs()
                    }
                    #expect(online.ids == [UUID(uuidString: Self.imageID)])

                    api.respond(with: Self.stalledBody)
                    for _ in 1...2 {
                        let cached = try await timed { try await instance.imageIDs() }
                        #expect(cached.value.status == 200)
                        #expect(cached.value.ids == [UUID(uuidString: Self.imageID)])
                        #expect(cached.elapsed < .seconds(3) + Self.margin)
                    }
                }
            }
        }
    }

    private static func onePageFeed(imageURL: URL) -> Data {
        Data(#"{"items":[{"id":"\#(imageID)","image":"\#(imageURL.absoluteString)"}]}"#.utf8)
    }

    private func timed<T>(_ body: () async throws -> T) async throws -> (value: T, elapsed: Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        let value = try await body()
        return (value, clock.now - start)
    }
}
