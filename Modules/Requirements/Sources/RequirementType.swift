/// What kind of requirement an item is, as the API numbers it, with the name the checklist gives that
/// number. The contract leaves the numbers open: a number this app does not know, or one the checklist
/// does not name, is kept as it is, never an error.
public struct RequirementType: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    /// The type's name, as the checklist's `types` list gives it; `nil` when it names none.
    public let name: String?

    public init(rawValue: Int) {
        self.init(rawValue: rawValue, name: nil)
    }

    public init(rawValue: Int, name: String?) {
        self.rawValue = rawValue
        self.name = name
    }
}
