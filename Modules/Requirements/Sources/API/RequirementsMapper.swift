import Foundation
import SharedAPI

/// Validates and maps a requirements response: status 200 and
/// `{"categories": [{"id", "name", "groups": [{"id", "name", "items": [{"id", "name", "type"}]}]}]}`,
/// with an optional `"types": [{"id", "name"}]` that names the type numbers.
/// An item's type carries its name from `types` (the first entry of a number counts); a number it does
/// not name is kept without one. A missing field, a field of the wrong type or an id that is not a
/// UUID is invalid data, as is any other status.
public enum RequirementsMapper {
    public enum Error: Swift.Error, Equatable, Sendable {
        case invalidData
    }

    private struct Root: Decodable {
        let categories: [Category]
        let types: [TypeName]?
    }

    private struct TypeName: Decodable {
        let id: Int
        let name: String
    }

    private struct Category: Decodable {
        let id: UUID
        let name: String
        let groups: [Group]
    }

    private struct Group: Decodable {
        let id: UUID
        let name: String
        let items: [Item]
    }

    private struct Item: Decodable {
        let id: UUID
        let name: String
        let type: Int
    }

    public static func map(_ data: Data, from response: HTTPResponse) throws -> [RequirementCategory] {
        guard response.isOK, let root = try? JSONDecoder().decode(Root.self, from: data) else {
            throw Error.invalidData
        }
        let typeNames = Dictionary((root.types ?? []).map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        return root.categories.map { category in
            RequirementCategory(
                id: category.id,
                name: category.name,
                groups: category.groups.map { group in
                    RequirementGroup(
                        id: group.id,
                        name: group.name,
                        items: group.items.map {
                            RequirementItem(
                                id: $0.id, name: $0.name,
                                type: RequirementType(rawValue: $0.type, name: typeNames[$0.type]))
                        }
                    )
                }
            )
        }
    }
}
