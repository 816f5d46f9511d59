import Foundation

/// Renders comment dates as ISO 8601 in UTC with whole seconds, e.g. `2020-05-20T11:24:59+0000` or
/// `2020-05-20T11:24:59+00:00`.
enum CommentDateFormatter {
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()

    static func string(from date: Date, offsetStyle: UTCOffsetStyle) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func padded(_ value: Int?, _ width: Int) -> String {
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2))"
            + "T\(padded(parts.hour, 2)):\(padded(parts.minute, 2)):\(padded(parts.second, 2))"
            + offsetStyle.rawValue
    }
}
