import Foundation

/// The checklist the sample backend serves at `GET /requirements`: its JSON as shipped, and the ids of
/// its items, in order (a validation of any other id is answered 404).
public struct SampleRequirements: Sendable, Hashable {
    /// `{"categories": [...]}`, served as it is.
    public let json: Data
    /// Every item's id, in the order the checklist lists them.
    public let itemIDs: [UUID]

    public init(json: Data, itemIDs: [UUID]) {
        self.json = json
        self.itemIDs = itemIDs
    }

    /// An empty checklist.
    public static let empty = SampleRequirements(json: Data(#"{"categories":[]}"#.utf8), itemIDs: [])

    /// Reads the checklist file at `url`.
    ///
    /// - Throws: ``SampleDataSetError/invalidRequirements`` when it does not follow the contract.
    static func load(from url: URL) throws -> SampleRequirements {
        struct File: Decodable {
            struct Category: Decodable { let groups: [Group] }
            struct Group: Decodable { let items: [Item] }
            struct Item: Decodable { let id: UUID }
            let categories: [Category]
        }
        let json = try Data(contentsOf: url)
        guard let file = try? JSONDecoder().decode(File.self, from: json) else {
            throw SampleDataSetError.invalidRequirements
        }
        return SampleRequirements(
            json: json, itemIDs: file.categories.flatMap(\.groups).flatMap(\.items).map(\.id))
    }
}
