import Foundation

/// A group of requirements within a category.
public struct RequirementGroup: Hashable, Sendable {
    public let id: UUID
    public let name: String
    public let items: [RequirementItem]

    public init(id: UUID, name: String, items: [RequirementItem]) {
        self.id = id
        self.name = name
        self.items = items
    }
}
