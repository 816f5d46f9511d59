import Foundation

/// A resource for testing the shared cache with no feature's model: nested values, an optional that is
/// sometimes `nil`, and a date.
public struct TestResource: Codable, Equatable, Sendable {
    public let id: UUID
    public let names: [String]
    public let note: String?
    public let createdAt: Date

    public init(id: UUID, names: [String], note: String?, createdAt: Date) {
        self.id = id
        self.names = names
        self.note = note
        self.createdAt = createdAt
    }

    /// A resource with a fresh id, and a note only every other time.
    public static func unique() -> TestResource {
        let id = UUID()
        return TestResource(
            id: id,
            names: ["first \(id)", "ünïcödé ✓", ""],
            note: id.uuidString.first!.isNumber ? nil : "note",
            createdAt: Date(timeIntervalSinceReferenceDate: Double(id.hashValue % 1_000_000) / 7)
        )
    }
}
