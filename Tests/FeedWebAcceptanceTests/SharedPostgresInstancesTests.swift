import ExecutableTestSupport
import Foundation
import PostgresTestSupport
import SampleBackend
import Testing

/// Two `feed-web` processes on one PostgreSQL database, as behind a reverse proxy: what one saves the
/// other serves, with the feed API gone, and a `kill -9` of one during its saves leaves the other a
/// whole feed. A throwaway server (`initdb`, `pg_ctl`) on loopback; skipped without PostgreSQL unless
/// `FEED_REQUIRE_POSTGRES=1` (set by `.ci/run`).
@Suite(
    "Several feed-web instances on one PostgreSQL database", .serialized,
    .enabled(if: PostgresServer.isEnabled, Comment(rawValue: PostgresServer.unavailableReason ?? ""))
)
struct SharedPostgresInstancesTests {
    @Test func anInstanceServesWhatAnotherSavedAndAWholeFeedAfterItsKill() async throws {
        let server = try await PostgresServer.start()
        do {
            try await withTemporaryWorkingDirectory(prefix: "feed-web-postgres", executable: "feed-web") { _, webApp in
                try await SampleBackend.withRunning { backend in
                    let arguments = [
                        "--base-url", backend.baseURL.absoluteString, "--database-url", server.url(),
                        "--snapshot-seconds", "0", "--refresh-seconds", "0", "--log-level", "warning",
                    ]
                    try await FeedWebInstance.withStarted(webApp, [arguments, arguments]) { instances in
                        try await killedSaveScenario(a: instances[0], b: instances[1], backend: backend)
                    }
                }
            }
        } catch {
            await server.remove()
            throw error
        }
        await server.remove()
    }

    private func killedSaveScenario(a: FeedWebInstance, b: FeedWebInstance, backend: SampleBackend) async throws {
        let firstPage = backend.dataSet.images.prefix(10).map(\.id)

        // A loads the feed online and shows its images: the feed and the bytes are saved.
        let online = try await a.imageIDs()
        #expect(online.status == 200)
        #expect(online.ids == firstPage)
        for id in online.ids { #expect(try await a.get("/images/\(id)").status == 200) }

        // The feed API goes away: B serves the images A showed, before it showed any page (a proxy
        // may send the image requests elsewhere than the page's), and A's feed, from the database.
        await backend.setMode(.offline)
        for id in online.ids { #expect(try await b.get("/images/\(id)").status == 200) }
        let offline = try await b.imageIDs()
        #expect(offline.status == 200)
        #expect(offline.ids == firstPage)
        for id in offline.ids { #expect(try await b.get("/images/\(id)").status == 200) }

        // The API returns; A saves feeds of 10 to 40 images and is killed at some moment of it.
        await backend.setMode(.normal)
        let killed = Task { [a] in try? await a.post("/?pages=4") }
        try await Task.sleep(for: .milliseconds(Int.random(in: 20...300)))
        await a.app.kill()
        _ = await killed.value

        // Offline again: B shows a whole saved feed: the first one to four pages of ten images.
        await backend.setMode(.offline)
        let afterKill = try await b.imageIDs(onPage: "/?pages=4")
        #expect(afterKill.status == 200)
        let all = backend.dataSet.images.map(\.id)
        let wholeFeeds = [10, 20, 30, 40].map { min($0, all.count) }
        #expect(wholeFeeds.contains(afterKill.ids.count), "B showed \(afterKill.ids.count) images")
        #expect(afterKill.ids == Array(all.prefix(afterKill.ids.count)))
        #expect(b.app.isRunning)
    }
}
