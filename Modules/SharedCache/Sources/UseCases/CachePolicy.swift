import Foundation

/// Decides whether a cache is still valid: valid while `now < timestamp + maxAge`, days counted on
/// the Gregorian calendar. A cache exactly `maxAge` old is expired.
public struct CachePolicy: Sendable, Hashable {
    /// Seven days, the max age of every cache in this repository unless its app says otherwise.
    public static let sevenDays = CachePolicy(maxAgeInDays: 7)

    /// How many days a cache stays valid.
    public let maxAgeInDays: Int

    public init(maxAgeInDays: Int) {
        self.maxAgeInDays = maxAgeInDays
    }

    /// Whether a cache saved at `timestamp` may still be shown at `date`.
    public func validates(_ timestamp: Date, against date: Date) -> Bool {
        let calendar = Calendar(identifier: .gregorian)
        guard let maxAge = calendar.date(byAdding: .day, value: maxAgeInDays, to: timestamp) else {
            return false
        }
        return date < maxAge
    }
}
