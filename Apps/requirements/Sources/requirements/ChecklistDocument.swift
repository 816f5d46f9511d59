import AppSupport
import Foundation
import Requirements
import SharedCache
import SharedPresentation
import TerminalSupport

/// The checklist as `requirements list` prints it: as text in the chosen language, or as JSON, each item
/// with where its validation stands.
struct ChecklistDocument: Encodable {
    /// Where an item stands: its latest validation's status, or `none`.
    enum ItemStatus: String, Encodable {
        case delivered, pending, failed, none

        var mark: String {
            switch self {
            case .delivered: "✓"
            case .pending: "…"
            case .failed: "✗"
            case .none: "○"
            }
        }
    }

    struct Item: Encodable {
        let id: UUID
        let name: String
        let type: Int
        /// The type's name from the checklist; `null` in the JSON when it names none.
        @NullWhenMissing var typeName: String?
        let status: ItemStatus
        /// "pending: will be sent …", "rejected: unknown item"; not in the JSON (`status` says it).
        let note: String?

        enum CodingKeys: String, CodingKey { case id, name, type, typeName, status }
    }

    struct Group: Encodable {
        let id: UUID
        let name: String
        let items: [Item]
    }

    struct Category: Encodable {
        let id: UUID
        let name: String
        let groups: [Group]
    }

    let title: String
    let categories: [Category]
    private let language: Language

    enum CodingKeys: String, CodingKey { case title, categories }

    init(categories: [RequirementCategory], entries: [OutboxEntry], language: Language) {
        self.language = language
        title = RequirementsPresenter.title(in: language)
        let latest = ItemValidationState.decidingEntries(entries)
        self.categories = categories.map { category in
            Category(
                id: category.id, name: category.name,
                groups: category.groups.map { group in
                    Group(
                        id: group.id, name: group.name,
                        items: group.items.map { item in
                            let entry = latest[item.id]
                            return Item(
                                id: item.id, name: item.name, type: item.type.rawValue, typeName: item.type.name,
                                status: entry.map { ItemStatus(rawValue: $0.status.rawValue) ?? .none } ?? .none,
                                note: entry.flatMap { RequirementsPresenter.note(for: $0, in: language) })
                        })
                })
        }
    }

    /// The checklist as text: the title, then each category, group and item with its mark, id and type.
    var text: String {
        var lines = [title]
        for category in categories {
            lines += ["", category.name]
            for group in category.groups {
                lines.append("  \(group.name)")
                for item in group.items {
                    lines.append("    \(item.status.mark) \(item.name)" + (item.note.map { " (\($0))" } ?? ""))
                    lines.append(
                        "      \(item.id.uuidString) · "
                            + RequirementsPresenter.type(
                                RequirementType(rawValue: item.type, name: item.typeName), in: language))
                }
            }
        }
        return lines.joined(separator: "\n")
    }

}
