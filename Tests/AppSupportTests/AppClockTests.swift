import AppSupport
import Foundation
import Testing

@Suite struct AppClockTests {
    @Test func isTheSystemClockWithoutTheVariable() throws {
        let before = Date()
        let now = try AppClock.fromEnvironment([:]).now()
        let after = Date()
        #expect(now >= before && now <= after, "a clock frozen in the past or the future fails")
    }

    @Test func isTheSystemClockWhenTheVariableIsEmpty() throws {
        let before = Date()
        let now = try AppClock.fromEnvironment(["FEED_CURRENT_DATE": ""]).now()
        #expect(now >= before && now <= Date())
    }

    @Test(arguments: [
        ("2024-05-20T12:00:00Z", 1_716_206_400.0),
        ("2024-05-20T14:00:00+02:00", 1_716_206_400.0),
        ("2024-05-20T12:00:00.500Z", 1_716_206_400.5),
    ])
    func isFixedAtAnISO8601Date(value: String, secondsSince1970: Double) throws {
        let clock = try AppClock.fromEnvironment(["FEED_CURRENT_DATE": value])
        #expect(clock.now() == Date(timeIntervalSince1970: secondsSince1970))
        #expect(clock.now() == clock.now())
    }

    @Test(arguments: ["yesterday", "2024-13-45T00:00:00Z", "1716206400"])
    func rejectsAnythingElse(value: String) {
        #expect(throws: AppClock.InvalidDateError(value: value)) {
            try AppClock.fromEnvironment(["FEED_CURRENT_DATE": value])
        }
    }
}
