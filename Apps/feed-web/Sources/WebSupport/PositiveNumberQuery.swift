/// A query parameter that asks for a count or a page number.
public enum PositiveNumberQuery {
    /// The number `value` asks for: 1 when it is absent, not a number or below 1; at most `maximum`, also
    /// when it has more digits than an `Int` holds.
    public static func value(of value: String?, atMost maximum: Int) -> Int {
        guard let value, !value.isEmpty else { return 1 }
        if let number = Int(value) { return min(max(number, 1), maximum) }
        return value.allSatisfy { $0.isASCII && $0.isNumber } ? maximum : 1
    }
}
