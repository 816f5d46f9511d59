import ExecutableTestSupport
import Foundation
import SampleBackend

/// One scenario's world: the sample backend on loopback, a fresh temporary folder holding the SQLite
/// file (cache and outbox), and the built `requirements` executable.
typealias RequirementsAcceptanceContext = AppAcceptanceContext

extension AppAcceptanceContext {
    /// The checklist's item ids, in order.
    var itemIDs: [UUID] { backend.dataSet.requirements.itemIDs }

    /// Runs `body` in a new context, then stops the backend and deletes the folder.
    static func run<T>(
        mode: SampleBackend.Mode = .normal,
        _ body: (RequirementsAcceptanceContext) async throws -> T
    ) async throws -> T {
        try await run(
            executable: "requirements", storePath: "cache/requirements.sqlite",
            prefix: "RequirementsCLIAcceptanceTests", mode: mode, body)
    }

    /// The options every run passes after its arguments, `days` after the reference date.
    func options(daysLater days: Double = 0) -> (arguments: [String], environment: [String: String]) {
        options(at: Self.referenceDate.adding(daysLater: days))
    }

    /// `requirements arguments… --base-url <backend> --store <temp>`, `days` after the reference date.
    func requirements(
        _ arguments: [String], daysLater days: Double = 0, environment: [String: String] = [:]
    ) async throws -> AppExecutable.Output {
        try await run(arguments, at: Self.referenceDate.adding(daysLater: days), environment: environment)
    }

    /// `requirements arguments… --json`, decoded as `T`.
    func requirementsJSON<T: Decodable>(
        _ arguments: [String], as type: T.Type, daysLater days: Double = 0
    ) async throws -> (AppExecutable.Output, T?) {
        try await runJSON(arguments, as: type, at: Self.referenceDate.adding(daysLater: days))
    }
}

/// The documented JSON of `requirements list --json`.
struct ChecklistJSON: Decodable {
    struct Item: Decodable {
        let id: UUID
        let name: String
        let type: Int
        let typeName: String?
        let status: String
    }

    struct Group: Decodable {
        let name: String
        let items: [Item]
    }

    struct Category: Decodable {
        let name: String
        let groups: [Group]
    }

    let title: String
    let categories: [Category]

    var items: [Item] { categories.flatMap(\.groups).flatMap(\.items) }

    func status(of id: UUID) -> String? { items.first { $0.id == id }?.status }
}

/// The documented JSON of `requirements status --json`.
struct StatusJSON: Decodable {
    struct Failure: Decodable {
        let reason: String?
    }

    let pending: Int
    let failed: [Failure]
}
