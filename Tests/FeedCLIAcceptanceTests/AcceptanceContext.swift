import ExecutableTestSupport
import Foundation
import SampleBackend

/// One acceptance scenario's world: a sample backend on loopback, a fresh temporary folder holding the
/// SQLite store, and the built `feed` executable.
typealias AcceptanceContext = AppAcceptanceContext

extension AppAcceptanceContext {
    /// Runs `body` in a new context, then stops the backend and deletes the folder.
    static func run<T>(
        mode: SampleBackend.Mode = .normal,
        now: Date = AcceptanceContext.referenceDate,
        _ body: (AcceptanceContext) async throws -> T
    ) async throws -> T {
        try await run(
            executable: "feed", storePath: "cache/feed.sqlite", prefix: "FeedCLIAcceptanceTests", mode: mode, now: now,
            body)
    }

    /// `feed arguments… --base-url <backend> --store <temp>` at `date` (`FEED_CURRENT_DATE`).
    func feed(
        _ arguments: [String],
        at date: Date = AcceptanceContext.referenceDate,
        baseURL: URL? = nil,
        environment: [String: String] = [:]
    ) async throws -> AppExecutable.Output {
        try await run(arguments, at: date, baseURL: baseURL, environment: environment)
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
