import Foundation
import SharedCache
import SharedCacheTestSupport
import Testing

@Suite struct CachePolicyTests {
    private let now = Date()

    @Test func validatesACacheOneSecondYoungerThanSevenDays() {
        #expect(CachePolicy.sevenDays.validates(now.adding(days: -7).adding(seconds: 1), against: now))
    }

    @Test func expiresACacheExactlySevenDaysOld() {
        #expect(!CachePolicy.sevenDays.validates(now.adding(days: -7), against: now))
    }

    @Test func expiresACacheOneSecondOlderThanSevenDays() {
        #expect(!CachePolicy.sevenDays.validates(now.adding(days: -7).adding(seconds: -1), against: now))
    }

    @Test func validatesACacheSavedNow() {
        #expect(CachePolicy.sevenDays.validates(now, against: now))
    }

    @Test func expiresAtTheSameInstantOneWeekLater() throws {
        let timestamp = try Date("2026-03-25T12:00:00Z", strategy: .iso8601)
        let oneWeekLater = try Date("2026-04-01T12:00:00Z", strategy: .iso8601)

        #expect(!CachePolicy.sevenDays.validates(timestamp, against: oneWeekLater))
        #expect(CachePolicy.sevenDays.validates(timestamp, against: oneWeekLater.adding(seconds: -1)))
    }

    @Test func honoursAnotherMaxAge() {
        let oneDay = CachePolicy(maxAgeInDays: 1)

        #expect(oneDay.validates(now.adding(days: -1).adding(seconds: 1), against: now))
        #expect(!oneDay.validates(now.adding(days: -1), against: now))
    }

    /// A cache saved "in the future" (a clock that was set wrong) is not fresh for ever: past the
    /// clock-skew allowance it is expired; within it, it counts as saved now.
    @Test func expiresACacheSavedFurtherInTheFutureThanTheClockSkewAllowance() {
        let allowance = CachePolicy.clockSkewAllowance

        #expect(CachePolicy.sevenDays.validates(now.addingTimeInterval(allowance), against: now))
        #expect(!CachePolicy.sevenDays.validates(now.addingTimeInterval(allowance + 1), against: now))
        #expect(!CachePolicy.sevenDays.validates(now.adding(days: 365), against: now))
    }
}
