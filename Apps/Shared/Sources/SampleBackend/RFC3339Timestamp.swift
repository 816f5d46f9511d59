/// A timestamp as the API's contract takes it: RFC 3339 in whole seconds, `2026-11-25T03:00:00Z` or
/// with an offset (`+02:00`), every field in its range (a 30 February, a minute 99 or an hour 24 are
/// refused; Foundation's ISO 8601 parsing rolls them over into another time instead).
enum RFC3339Timestamp {
    /// Whether `text` is such a timestamp.
    static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 || bytes.count == 25 else { return false }
        guard bytes[4] == dash, bytes[7] == dash, bytes[10] == UInt8(ascii: "T"), bytes[13] == colon,
            bytes[16] == colon,
            let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
            let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2)
        else { return false }
        guard (1...12).contains(month), (1...days(inMonth: month, ofYear: year)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return false }
        if bytes.count == 20 { return bytes[19] == UInt8(ascii: "Z") }
        guard bytes[19] == UInt8(ascii: "+") || bytes[19] == dash, bytes[22] == colon,
            let offsetHours = number(bytes, 20, 2), let offsetMinutes = number(bytes, 23, 2)
        else { return false }
        return (0...23).contains(offsetHours) && (0...59).contains(offsetMinutes)
    }

    private static let dash = UInt8(ascii: "-")
    private static let colon = UInt8(ascii: ":")

    /// The decimal number of the `count` ASCII digits at `start`, or nil when one is not a digit.
    private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for byte in bytes[start..<start + count] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func days(inMonth month: Int, ofYear year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
