import ExecutableTestSupport
import FeedCache
import Foundation
import SQLiteInfrastructure
import SampleBackend
import SharedCache
import Testing

extension FeedCLIAcceptanceTests {
    /// Scenarios 4 and 5: a cache seven days old or more is not shown; validation deletes an expired
    /// cache and keeps a fresh one. `FEED_CURRENT_DATE` moves the app in time.
    @Suite struct CacheExpiry {
        private let savedAt = AcceptanceContext.referenceDate
        private var sevenDaysLater: Date { savedAt.addingTimeInterval(.days(7)) }
        private var oneSecondBeforeExpiry: Date { sevenDaysLater.addingTimeInterval(-1) }

        @Test func showsTheErrorMessageOfflineWithACacheSevenDaysOld() async throws {
            try await AcceptanceContext.run { context in
                _ = try await context.feed([], at: savedAt)
                await context.backend.setMode(.offline)

                let expired = try await context.feed([], at: sevenDaysLater)
                let fresh = try await context.feed([], at: oneSecondBeforeExpiry)

                #expect(expired.status == 1)
                #expect(expired.stderr.hasPrefix("Couldn't connect to server: http://127.0.0.1:"), "\(expired.stderr)")
                #expect(fresh.status == 0)
                #expect(fresh.lines.first == "My Feed")
            }
        }

        @Test func validationDeletesAnExpiredCache() async throws {
            try await AcceptanceContext.run { context in
                _ = try await context.feed([], at: savedAt)

                let output = try await context.feed(["validate-cache"], at: sevenDaysLater)

                #expect(output.status == 0)
                #expect(output.text == "Feed cache deleted: \(context.storeURL.path)\n")
                #expect(try await SQLiteFeedStore(storeURL: context.storeURL).retrieve() == nil)
                let offlineAtSaveTime = try await context.feed(
                    [], at: savedAt, baseURL: AcceptanceContext.unreachableBaseURL)
                #expect(offlineAtSaveTime.status == 1)
            }
        }

        @Test func validationKeepsAFreshCache() async throws {
            try await AcceptanceContext.run { context in
                _ = try await context.feed([], at: savedAt)

                let output = try await context.feed(["validate-cache", "--json"], at: oneSecondBeforeExpiry)

                #expect(output.status == 0)
                let report = try JSONDecoder().decode([String: String].self, from: output.stdout)
                #expect(report == ["outcome": "kept", "store": context.storeURL.path])
                let cached = try await SQLiteFeedStore(storeURL: context.storeURL).retrieve()
                #expect(cached?.feed.count == 10)
                #expect(cached?.timestamp == savedAt)
                let offline = try await context.feed([], at: savedAt, baseURL: AcceptanceContext.unreachableBaseURL)
                #expect(offline.status == 0)
            }
        }

        @Test func validationOfAnEmptyStoreDeletesNothing() async throws {
            try await AcceptanceContext.run { context in
                let output = try await context.feed(["validate-cache"])

                #expect(output.status == 0)
                #expect(output.text == "Feed cache empty: \(context.storeURL.path)\n")
            }
        }
    }
}
