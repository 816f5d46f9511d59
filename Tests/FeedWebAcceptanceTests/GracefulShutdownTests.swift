import ExecutableTestSupport
import Foundation
import HTTPTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The built `feed-web` asked to stop, as a supervisor (`SIGTERM`) or a user's Ctrl-C (`SIGINT`) does:
/// it answers the request under way, says it stopped and exits with status 0, not as a failure.
@Suite("Graceful shutdown")
struct GracefulShutdownTests {
    private static let imageID = "73A7F70C-75DA-4C2E-B5A3-EED40DC53AA6"
    /// Time for a machine ten times slower than a developer's to stop.
    private static let exitLimit: Duration = .seconds(120)

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalStopsItWithExitStatusZero(signal: Int32) async throws {
        try await withTemporaryWorkingDirectory(prefix: "feed-web-signal", executable: "feed-web") { directory, web in
            let instance = try await FeedWebInstance.start(
                web, ["--store", directory.appending(path: "feed.sqlite").path, "--log-level", "warning"])

            instance.app.send(signal)
            let exited = await instance.app.waitForExit(within: Self.exitLimit)
            if !exited { await instance.app.kill() }

            #expect(exited, "feed-web still ran \(Self.exitLimit) after signal \(signal)")
            #expect(instance.app.terminationStatus == 0, "stderr: \(instance.app.stderr)")
            #expect(instance.app.stdout.contains("feed-web: stopped"), "stdout: \(instance.app.stdout)")
            #expect(!instance.app.stderr.contains("Error"), "stderr: \(instance.app.stderr)")
        }
    }

    /// The feed API answers after five seconds: `SIGTERM` sent once the page's load has reached it still
    /// lets that page be served, then the process stops.
    @Test func aRequestUnderWayIsAnsweredBeforeItStops() async throws {
        try await withTemporaryWorkingDirectory(prefix: "feed-web-drain", executable: "feed-web") { directory, web in
            let feed = Data(#"{"items":[{"id":"\#(Self.imageID)","image":"http://127.0.0.1:9/image.png"}]}"#.utf8)
            try await StubHTTPServer.withStarted(responding: StubResponse(body: feed, delay: .seconds(5))) { api in
                let instance = try await FeedWebInstance.start(
                    web,
                    [
                        "--base-url", api.baseURL.absoluteString, "--features", "feed", "--timeout", "300",
                        "--snapshot-seconds", "0", "--store", directory.appending(path: "feed.sqlite").path,
                        "--log-level", "warning",
                    ])
                let requestsBefore = api.requests.count
                let page = Task { try await instance.imageIDs() }
                let loading = try await api.waitForRequests(count: requestsBefore + 1, timeout: Self.exitLimit)

                instance.app.send(SIGTERM)
                let answer = await page.result
                let exited = await instance.app.waitForExit(within: Self.exitLimit)
                if !exited { await instance.app.kill() }

                #expect(loading, "the page's load never reached the feed API")
                let served = try answer.get()
                #expect(served.status == 200)
                #expect(served.ids == [UUID(uuidString: Self.imageID)])
                #expect(exited, "feed-web still ran \(Self.exitLimit) after SIGTERM")
                #expect(instance.app.terminationStatus == 0, "stderr: \(instance.app.stderr)")
                #expect(instance.app.stdout.contains("feed-web: stopped"), "stdout: \(instance.app.stdout)")
            }
        }
    }
}
