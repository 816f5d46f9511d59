import Foundation
import SharedCacheTestSupport

extension Date {
    /// The image feed's cache max age, restated here so that tests don't borrow the value they check.
    private var feedCacheMaxAgeInDays: Int { 7 }

    /// The timestamp of a cache that is exactly the max age old at `self` (seven Gregorian days).
    public func minusFeedCacheMaxAge() -> Date {
        adding(days: -feedCacheMaxAgeInDays)
    }
}
