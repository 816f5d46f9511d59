import ExecutableTestSupport
import FeedCache
import Foundation
import HTTPTestSupport
import SQLiteInfrastructure
import SharedCache
import Testing

/// The SQLite store survives `kill -9` at any moment of a save: the real `feed` executable saves a
/// 1,000-image feed, two feeds in turn, and is killed at a random moment of most runs. After every run
/// the store opens, passes SQLite's integrity check (when the `sqlite3` tool is installed) and holds a
/// whole feed, the old one or the new one, never a part and never none (the save deletes the old feed
/// and inserts the new one in one transaction); a run that finished holds the new one.
///
/// `FEED_KILL_RUNS` sets how many runs (20 by default, so that the suite stays quick; the reliability
/// campaign runs 200). `FEED_REQUIRE_SQLITE3=1` makes a missing `sqlite3` a failure (CI installs it).
@Suite struct FeedStoreKillTests {
    private var runs: Int {
        ProcessInfo.processInfo.environment["FEED_KILL_RUNS"].flatMap(Int.init) ?? 20
    }

    @Test func killedWhileSavingAThousandImagesTheStoreHoldsAWholeOldOrNewFeed() async throws {
        let feeds = [ThousandImageFeed(), ThousandImageFeed()]
        let integrity = try SQLiteIntegrityCheck.available()
        try await StubHTTPServer.withStarted { server in
            try await killRepeatedly(saving: feeds, from: server, integrity: integrity)
        }
    }

    private func killRepeatedly(
        saving feeds: [ThousandImageFeed], from server: StubHTTPServer, integrity: SQLiteIntegrityCheck?
    ) async throws {
        try await withTemporaryWorkingDirectory(prefix: "FeedStoreKillTests", executable: "feed") {
            directory, executable in
            let store = directory.appending(path: "cache/feed.sqlite")
            let arguments = ["--base-url", server.baseURL.absoluteString, "--store", store.path, "--json"]
            server.respond(with: StubResponse(body: feeds[1].payload))
            let calibration = try await executable.run(arguments)
            try #require(calibration.status == 0, "stderr: \(calibration.stderr)")

            // Kill moments spread over one and a half whole runs, so that some runs finish.
            let report = try await executable.killRepeatedly(
                arguments, runs: runs, within: calibration.elapsed * 1.5,
                prepare: { run in server.respond(with: StubResponse(body: feeds[run % 2].payload)) }
            ) { run, status in
                let feed = feeds[run % 2]
                let ids = try await SQLiteFeedStore(storeURL: store).retrieve()?.resource.map(\.id)
                let outcome =
                    switch ids {
                    case nil: "empty"
                    case feed.ids: "new"
                    case feeds[(run + 1) % 2].ids: "old"
                    default: "partial"
                    }
                #expect(outcome == "new" || outcome == "old", "run \(run): \(outcome), \(ids?.count ?? 0) images")
                if status == 0 { #expect(ids == feed.ids, "run \(run) finished, so the new feed is saved") }
                #expect(try await integrity?.problems(in: store) ?? [] == [], "run \(run)")
                return outcome
            }
            #expect(report.killed > 0, "no run was killed")
            print(
                "FeedStoreKillTests: \(runs) runs, \(report.killed) killed during a 1,000-image save; afterwards "
                    + "\(report.count("new")) new, \(report.count("old")) old, "
                    + "\(report.count("empty")) empty, \(report.count("partial")) partial feeds"
                    + (integrity == nil ? " (sqlite3 missing: integrity not checked)" : "")
            )
        }
    }
}
