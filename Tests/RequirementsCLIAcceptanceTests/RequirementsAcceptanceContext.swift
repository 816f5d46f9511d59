import ExecutableTestSupport
import FeedSampleBackend
import Foundation

/// One scenario's world: the sample backend on loopback, a fresh temporary folder holding the SQLite
/// file (cache and outbox), and the built `requirements` executable.
struct RequirementsAcceptanceContext {
    let backend: FeedSampleBackend
    let directory: URL
    let executable: AppExecutable
    /// The store every run of this context uses (`--store`).
    var storeURL: URL { directory.appending(path: "cache/requirements.sqlite") }
    /// The checklist's item ids, in order.
    var itemIDs: [UUID] { backend.dataSet.requirements.itemIDs }

    /// Runs `body` in a new context, then stops the backend and deletes the folder.
    static func run<T>(
        mode: FeedSampleBackend.Mode = .normal,
        _ body: (RequirementsAcceptanceContext) async throws -> T
    ) async throws -> T {
        try await withTemporaryWorkingDirectory(prefix: "RequirementsCLIAcceptanceTests", executable: "requirements") {
            directory, executable in
            try await FeedSampleBackend.withRunning(
                configuration: .init(host: "127.0.0.1", port: 0, mode: mode, now: { referenceDate })
            ) { backend in
                try await body(
                    RequirementsAcceptanceContext(backend: backend, directory: directory, executable: executable))
            }
        }
    }

    /// A fixed "now" for the app (`FEED_CURRENT_DATE`), so dates and cache ages are exact.
    static let referenceDate = Date(timeIntervalSince1970: 1_716_206_400)  // 2024-05-20T12:00:00Z

    /// The options every run passes after its arguments.
    func options(daysLater days: Double = 0) -> (arguments: [String], environment: [String: String]) {
        (
            ["--base-url", backend.baseURL.absoluteString, "--store", storeURL.path],
            ["FEED_CURRENT_DATE": (Self.referenceDate + days * 86_400).formatted(.iso8601)]
        )
    }

    /// `requirements arguments… --base-url <backend> --store <temp>`, `days` after the reference date.
    func requirements(
        _ arguments: [String], daysLater days: Double = 0, environment: [String: String] = [:]
    ) async throws -> AppExecutable.Output {
        let options = options(daysLater: days)
        return try await executable.run(
            arguments + options.arguments, environment: options.environment.merging(environment) { _, given in given })
    }

    /// `requirements arguments… --json`, decoded as `T`.
    func requirementsJSON<T: Decodable>(
        _ arguments: [String], as type: T.Type, daysLater days: Double = 0
    ) async throws -> (AppExecutable.Output, T?) {
        let output = try await requirements(arguments + ["--json"], daysLater: days)
        return (output, try? JSONDecoder().decode(T.self, from: output.stdout))
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
