import ExecutableTestSupport
import FeedCache
import Foundation
import SQLiteInfrastructure
import Testing

/// The built `feed-web` validates the feed cache by itself: at start, and then on its interval, a
/// cache seven days old is deleted and a younger one kept, with each outcome in the log.
@Suite("Cache validation in feed-web")
struct CacheValidationTests {
    @Test func deletesAnExpiredCacheAtStart() async throws {
        try await withTemporaryWorkingDirectory(prefix: "feed-web-validation", executable: "feed-web") {
            directory, web in
            let storeURL = directory.appending(path: "feed.sqlite")
            try await SQLiteFeedStore(storeURL: storeURL).insert(
                [Self.image], timestamp: Date().addingTimeInterval(-8 * 86_400))

            try await FeedWebInstance.withStarted(web, [Self.arguments(storeURL)]) { instances in
                let emptied = try await Self.waitUntilEmpty(storeURL)
                let page = try await instances[0].get("/")

                #expect(emptied, "Expected the expired feed deleted")
                #expect(instances[0].app.stdout.contains("feed cache validated: deleted"))
                #expect(page.status == 503)
            }
        }
    }

    /// The cache is a day short of seven days old at start, so that however slowly the app starts it is
    /// kept and shown; then the test saves it again two seconds short of seven days old, and the app's
    /// clock running on makes it expire: a validation on the interval deletes it. Nothing has to happen
    /// within a time (a slow machine only expires it later than it could), but a clock the app read
    /// once at start would never see it expire.
    @Test func keepsAFreshCacheAtStartAndDeletesItOnceItExpires() async throws {
        try await withTemporaryWorkingDirectory(prefix: "feed-web-validation", executable: "feed-web") {
            directory, web in
            let storeURL = directory.appending(path: "feed.sqlite")
            try await SQLiteFeedStore(storeURL: storeURL).insert(
                [Self.image], timestamp: Date().addingTimeInterval(-6 * 86_400))

            try await FeedWebInstance.withStarted(
                web, [Self.arguments(storeURL) + ["--cache-validation-seconds", "1"]]
            ) {
                instances in
                let fresh = try await instances[0].imageIDs()
                let kept = try await Self.waitUntil { instances[0].app.stdout.contains("feed cache validated: kept") }
                try await SQLiteFeedStore(storeURL: storeURL).insert(
                    [Self.image], timestamp: Date().addingTimeInterval(-7 * 86_400 + 2))
                let emptied = try await Self.waitUntilEmpty(storeURL)

                #expect(fresh.ids == [Self.image.id], "Expected the fresh feed kept")
                #expect(kept, "Expected the fresh feed's validation logged")
                #expect(emptied, "Expected the feed deleted once expired")
                #expect(instances[0].app.stdout.contains("feed cache validated: deleted"))
            }
        }
    }

    private static let image = LocalFeedImage(
        id: UUID(), description: nil, location: nil, url: URL(string: "http://127.0.0.1:9/image.png")!)

    private static func arguments(_ storeURL: URL) -> [String] {
        ["--base-url", "http://127.0.0.1:9", "--store", storeURL.path, "--snapshot-seconds", "0"]
    }

    /// Polls the store for up to 60 s. - Returns: whether its feed was deleted.
    private static func waitUntilEmpty(_ storeURL: URL) async throws -> Bool {
        try await waitUntil { try await SQLiteFeedStore(storeURL: storeURL).retrieve() == nil }
    }

    /// Polls `condition` every 200 ms for up to 60 s. - Returns: whether it held.
    private static func waitUntil(_ condition: () async throws -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now.advanced(by: .seconds(60))
        while ContinuousClock.now < deadline {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(200))
        }
        return false
    }
}
