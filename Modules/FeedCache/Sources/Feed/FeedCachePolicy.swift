import Foundation

/// Decides whether a cache is still valid: valid while `now < timestamp + maxAge`, days counted on
/// the Gregorian calendar. A cache exactly `maxAge` old is expired.
public struct FeedCachePolicy: Sendable {
    /// The image feed's policy: seven days.
    public static let sevenDays = FeedCachePolicy(maxAgeInDays: 7)

    public let maxAgeInDays: Int
    private let calendar = Calendar(identifier: .gregorian)

    public init(maxAgeInDays: Int) {
        self.maxAgeInDays = maxAgeInDays
    }

    /// Whether a cache saved at `timestamp` may still be shown at `date`.
    public func validates(_ timestamp: Date, against date: Date) -> Bool {
        guard let maxAge = calendar.date(byAdding: .day, value: maxAgeInDays, to: timestamp) else {
            return false
        }
        return date < maxAge
    }
}
