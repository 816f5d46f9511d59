/// An optional value of an app's `--json` document that is always in the JSON: `null` when missing,
/// where a synthesized `Encodable` would leave the key out. Every app prints missing values this way.
@propertyWrapper
public struct NullWhenMissing<Value: Encodable & Sendable>: Encodable, Sendable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}
