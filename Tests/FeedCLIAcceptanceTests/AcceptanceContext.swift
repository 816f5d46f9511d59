import ExecutableTestSupport
import FeedSampleBackend
import Foundation

/// One acceptance scenario's world: a sample backend on loopback, a fresh temporary folder holding the
/// SQLite store, and the built `feed` executable.
struct AcceptanceContext {
    let backend: FeedSampleBackend
    let directory: URL
    let executable: AppExecutable
    /// The SQLite store every run of this context uses (`--store`).
    var storeURL: URL { directory.appending(path: "cache/feed.sqlite") }

    /// Runs `body` in a new context, then stops the backend and deletes the folder.
    static func run<T>(
        mode: FeedSampleBackend.Mode = .normal,
        now: Date = AcceptanceContext.referenceDate,
        _ body: (AcceptanceContext) async throws -> T
    ) async throws -> T {
        try await withTemporaryWorkingDirectory(prefix: "FeedCLIAcceptanceTests", executable: "feed") {
            directory, executable in
            try await FeedSampleBackend.withRunning(
                configuration: .init(host: "127.0.0.1", port: 0, mode: mode, now: { now })
            ) { backend in
                try await body(AcceptanceContext(backend: backend, directory: directory, executable: executable))
            }
        }
    }

    /// A fixed "now" for the backend and the app (`FEED_CURRENT_DATE`), so relative dates and cache
    /// ages are exact.
    static let referenceDate = Date(timeIntervalSince1970: 1_716_206_400)  // 2024-05-20T12:00:00Z

    /// `feed arguments… --base-url <backend> --store <temp>` at `date` (`FEED_CURRENT_DATE`).
    func feed(
        _ arguments: [String],
        at date: Date = AcceptanceContext.referenceDate,
        baseURL: URL? = nil,
        environment: [String: String] = [:]
    ) async throws -> AppExecutable.Output {
        try await executable.run(
            arguments + ["--base-url", (baseURL ?? backend.baseURL).absoluteString, "--store", storeURL.path],
            environment: ["FEED_CURRENT_DATE": date.formatted(.iso8601)].merging(environment) { _, given in given }
        )
    }

    /// `feed arguments… --json`, decoded.
    func feedJSON(
        _ arguments: [String] = [],
        at date: Date = AcceptanceContext.referenceDate,
        baseURL: URL? = nil
    ) async throws -> (AppExecutable.Output, FeedJSON?) {
        let output = try await feed(arguments + ["--json"], at: date, baseURL: baseURL)
        return (output, try? JSONDecoder().decode(FeedJSON.self, from: output.stdout))
    }

    /// A base URL nothing listens on: a server that cannot be reached.
    static let unreachableBaseURL = URL(string: "http://127.0.0.1:9")!
}

/// The documented JSON of `feed --json`.
struct FeedJSON: Decodable, Equatable {
    struct Image: Decodable, Equatable {
        let id: UUID
        let location: String?
        let description: String?
        let url: URL
    }

    let schemaVersion: Int
    let language: String
    let title: String
    let canLoadMore: Bool
    let images: [Image]
}

/// The documented JSON of `feed comments --json`.
struct CommentsJSON: Decodable, Equatable {
    struct Comment: Decodable, Equatable {
        let id: UUID
        let username: String
        let message: String
        let createdAt: Date
        let relativeDate: String
    }

    let schemaVersion: Int
    let language: String
    let title: String
    let imageID: UUID
    let comments: [Comment]
}

extension TimeInterval {
    /// `days` whole days of 24 hours, in seconds (the app counts on the Gregorian calendar in UTC).
    static func days(_ days: Double) -> TimeInterval { days * 86_400 }
}
