import Foundation

/// A category of the checklist ("Swift", "Architecture"), holding groups of requirements.
public struct RequirementCategory: Hashable, Sendable {
    public let id: UUID
    public let name: String
    public let groups: [RequirementGroup]

    public init(id: UUID, name: String, groups: [RequirementGroup]) {
        self.id = id
        self.name = name
        self.groups = groups
    }
}
