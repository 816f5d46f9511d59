import FeedCache
import FeedCacheTestSupport
import Foundation
import Testing

@Suite struct FeedCachePolicyTests {
    private let now = Date()

    @Test func validatesACacheOneSecondYoungerThanSevenDays() {
        #expect(FeedCachePolicy.sevenDays.validates(now.minusFeedCacheMaxAge().adding(seconds: 1), against: now))
    }

    @Test func expiresACacheExactlySevenDaysOld() {
        #expect(!FeedCachePolicy.sevenDays.validates(now.minusFeedCacheMaxAge(), against: now))
    }

    @Test func expiresACacheOneSecondOlderThanSevenDays() {
        #expect(!FeedCachePolicy.sevenDays.validates(now.minusFeedCacheMaxAge().adding(seconds: -1), against: now))
    }

    @Test func validatesACacheSavedNow() {
        #expect(FeedCachePolicy.sevenDays.validates(now, against: now))
    }

    @Test func expiresAtTheSameInstantOneWeekLater() throws {
        let timestamp = try Date("2026-03-25T12:00:00Z", strategy: .iso8601)
        let oneWeekLater = try Date("2026-04-01T12:00:00Z", strategy: .iso8601)

        #expect(!FeedCachePolicy.sevenDays.validates(timestamp, against: oneWeekLater))
        #expect(FeedCachePolicy.sevenDays.validates(timestamp, against: oneWeekLater.adding(seconds: -1)))
    }

    @Test func honoursAnotherMaxAge() {
        let oneDay = FeedCachePolicy(maxAgeInDays: 1)

        #expect(oneDay.validates(now.adding(days: -1).adding(seconds: 1), against: now))
        #expect(!oneDay.validates(now.adding(days: -1), against: now))
    }
}
