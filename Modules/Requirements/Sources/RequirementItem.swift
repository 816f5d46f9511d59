import Foundation

/// One requirement: what a developer validates when they have done it.
public struct RequirementItem: Hashable, Sendable {
    public let id: UUID
    public let name: String
    public let type: RequirementType

    public init(id: UUID, name: String, type: RequirementType) {
        self.id = id
        self.name = name
        self.type = type
    }
}
