import ExecutableTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `feed-sample-server` executable as a separate process.
@Suite struct FeedSampleServerExecutableTests {
    @Test func servesAPageOnAnEphemeralPortAndStopsOnSIGINT() async throws {
        try await withTemporaryWorkingDirectory(prefix: "feed-sample-server", executable: "feed-sample-server") {
            _, server in
            let app = try await server.start(["--port", "0"])
            defer { Task { await app.kill() } }

            let base = try await app.announcedURL(within: .seconds(60))
            #expect(app.stdout.contains("Listening on \(base.absoluteString)"))
            #expect((base.port ?? 0) > 0)

            let (data, response) = try await HTTPTestClient().get(feedURL(base))
            #expect(response.statusCode == 200)
            #expect(try jsonItems(data).count == 10)
            let (_, admin) = try await HTTPTestClient().get(base.appendingPathComponent("_admin/mode"))
            #expect(admin.statusCode == 404, "the admin routes are served only with --admin")

            app.send(SIGINT)
            #expect(await app.waitForExit(within: .seconds(60)))
            #expect(app.terminationStatus == 0, "stderr: \(app.stderr)")
        }
    }

    @Test func rejectsOfflineModeWithAUsageError() async throws {
        try await withTemporaryWorkingDirectory(prefix: "feed-sample-server", executable: "feed-sample-server") {
            _, server in
            let output = try await server.run(["--mode", "offline"])
            #expect(output.status != 0)
            #expect(output.stderr.contains("offline"))
        }
    }
}
