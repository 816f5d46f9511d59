import Foundation

/// Decides whether a cache is still valid: valid while `now < timestamp + maxAge`, days counted on
/// the Gregorian calendar. A cache exactly `maxAge` old is expired, and so is one saved more than
/// ``clockSkewAllowance`` in the future.
public struct CachePolicy: Sendable, Hashable {
    /// Seven days, the max age of every cache in this repository unless its app says otherwise.
    public static let sevenDays = CachePolicy(maxAgeInDays: 7)

    /// How many days a cache stays valid.
    public let maxAgeInDays: Int

    public init(maxAgeInDays: Int) {
        self.maxAgeInDays = maxAgeInDays
    }

    /// How far in the future a cache's timestamp may be and still count (clocks of two machines, or of
    /// one machine before and after a correction, disagree by that much).
    public static let clockSkewAllowance: TimeInterval = 5 * 60

    /// Whether a cache saved at `timestamp` may still be shown at `date`. A timestamp later than `date`
    /// by more than ``clockSkewAllowance`` is expired: a clock set wrong must not make a cache fresh
    /// for ever.
    public func validates(_ timestamp: Date, against date: Date) -> Bool {
        guard timestamp.timeIntervalSince(date) <= Self.clockSkewAllowance else { return false }
        let calendar = Calendar(identifier: .gregorian)
        guard let maxAge = calendar.date(byAdding: .day, value: maxAgeInDays, to: timestamp) else {
            return false
        }
        return date < maxAge
    }
}
