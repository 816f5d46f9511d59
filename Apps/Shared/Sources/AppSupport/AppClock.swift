import Foundation

/// Where an app reads "now" from: the system clock, or a fixed instant for end-to-end tests.
///
/// Every use case of an app reads the same clock (cache timestamps, the seven-day rule, relative
/// comment dates), so overriding it moves the whole app in time.
public struct AppClock: Sendable {
    /// The environment variable that fixes the clock: an ISO 8601 date-time such as
    /// `2024-05-20T12:00:00Z` or `2024-05-20T12:00:00.250+02:00`.
    public static let environmentVariable = "FEED_CURRENT_DATE"

    /// The clock's current date.
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// The system clock.
    public static let system = AppClock(now: { Date() })

    /// A clock that always reads `date`.
    public static func fixed(_ date: Date) -> AppClock {
        AppClock(now: { date })
    }

    /// The clock `environment` asks for: fixed at `FEED_CURRENT_DATE` when it is set (and not
    /// empty), the system clock otherwise.
    ///
    /// - Throws: ``InvalidDateError`` when `FEED_CURRENT_DATE` is not an ISO 8601 date-time.
    public static func fromEnvironment(_ environment: [String: String]) throws -> AppClock {
        guard let value = environment[environmentVariable], !value.isEmpty else { return .system }
        guard let date = parseISO8601(value) else { throw InvalidDateError(value: value) }
        return .fixed(date)
    }

    /// Parses an ISO 8601 date-time, with or without fractional seconds.
    public static func parseISO8601(_ string: String) -> Date? {
        let trimmed = string.trimmingCharacters(in: .whitespaces)
        let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        return (try? Date.ISO8601FormatStyle().parse(trimmed)) ?? (try? withFraction.parse(trimmed))
    }

    /// `FEED_CURRENT_DATE` holds something that is not an ISO 8601 date-time.
    public struct InvalidDateError: Error, Equatable, CustomStringConvertible {
        /// The rejected value.
        public let value: String

        public init(value: String) {
            self.value = value
        }

        public var description: String {
            "\(AppClock.environmentVariable) must be an ISO 8601 date-time such as "
                + "2024-05-20T12:00:00Z, not '\(value)'"
        }
    }
}
