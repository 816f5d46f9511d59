import Foundation

/// The cache's own representation of the checklist, so that stores never depend on the domain model.
/// It is `Codable`: the generic stores keep it as JSON.
public struct LocalRequirementCategory: Hashable, Sendable, Codable {
    public struct Group: Hashable, Sendable, Codable {
        public let id: UUID
        public let name: String
        public let items: [Item]

        public init(id: UUID, name: String, items: [Item]) {
            self.id = id
            self.name = name
            self.items = items
        }
    }

    public struct Item: Hashable, Sendable, Codable {
        public let id: UUID
        public let name: String
        public let type: Int
        /// The type's name, when the checklist named it; absent in caches of earlier versions.
        public let typeName: String?

        public init(id: UUID, name: String, type: Int, typeName: String? = nil) {
            self.id = id
            self.name = name
            self.type = type
            self.typeName = typeName
        }
    }

    public let id: UUID
    public let name: String
    public let groups: [Group]

    public init(id: UUID, name: String, groups: [Group]) {
        self.id = id
        self.name = name
        self.groups = groups
    }
}
