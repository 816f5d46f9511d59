import Foundation

extension Date {
    /// `self` moved by whole days on the Gregorian calendar.
    public func adding(days: Int) -> Date {
        Calendar(identifier: .gregorian).date(byAdding: .day, value: days, to: self)!
    }

    /// `self` moved by `seconds`.
    public func adding(seconds: TimeInterval) -> Date {
        self + seconds
    }
}
