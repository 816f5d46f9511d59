/// What kind of requirement an item is, as the API numbers it. The contract leaves the numbers open: a
/// number this app does not know is kept as it is, never an error.
public struct RequirementType: RawRepresentable, Hashable, Sendable, Codable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}
