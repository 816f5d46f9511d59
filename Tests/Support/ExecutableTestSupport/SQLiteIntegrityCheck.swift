import Foundation

/// SQLite's own `PRAGMA integrity_check` on a database file, through the `sqlite3` command-line tool.
public struct SQLiteIntegrityCheck: Sendable {
    /// The tool is missing and `FEED_REQUIRE_SQLITE3=1` says it must be there.
    public struct Missing: Error, CustomStringConvertible {
        public let description = "sqlite3 is not installed (apt-get install sqlite3), and FEED_REQUIRE_SQLITE3=1"
    }

    private let tool: URL

    /// The check, or `nil` when `sqlite3` is not on the `PATH` (then tests skip the check and say so).
    /// - Throws: ``Missing`` when it is not, and the environment requires it.
    public static func available(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> SQLiteIntegrityCheck? {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        if let tool = folders.map({ URL(filePath: String($0)).appending(path: "sqlite3") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        {
            return SQLiteIntegrityCheck(tool: tool)
        }
        if environment["FEED_REQUIRE_SQLITE3"] == "1" { throw Missing() }
        return nil
    }

    /// What `PRAGMA integrity_check` reports about `database`: empty when SQLite finds it sound.
    public func problems(in database: URL) async throws -> [String] {
        let output = try await AppExecutable(url: tool, workingDirectory: database.deletingLastPathComponent())
            .run([database.path, "PRAGMA integrity_check;"])
        let lines = output.lines.filter { !$0.isEmpty }
        guard output.status == 0 else { return ["sqlite3 exited with \(output.status): \(output.stderr)"] }
        return lines == ["ok"] ? [] : lines
    }
}
