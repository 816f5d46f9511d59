import ExecutableTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A throwaway PostgreSQL server for one test: a new cluster (`initdb`) in a temporary folder, started
/// with `pg_ctl` on a free loopback port, no Unix socket, trust authentication for the `postgres` user;
/// ``remove()`` stops it and deletes the folder.
///
/// Needs Debian's `postgresql` package (`.ci/run` installs it). ``unavailableReason`` says why tests
/// skip without it; `FEED_REQUIRE_POSTGRES=1` (set by `.ci/run`) makes its absence a failure. As root,
/// which `initdb` refuses, the server runs as the `postgres` user the package creates.
public struct PostgresServer: Sendable {
    /// The binaries are missing, and `FEED_REQUIRE_POSTGRES=1` says they must be there.
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    /// A PostgreSQL command failed; its output says why.
    public struct CommandFailed: Error, CustomStringConvertible {
        public let description: String

        /// Whether the server could not bind its port (another process took it first).
        var lostItsPort: Bool {
            description.contains("Address already in use") || description.contains("could not bind")
                || description.contains("could not create any TCP/IP sockets")
        }
    }

    /// The port the server listens on, at 127.0.0.1.
    public let port: Int
    private let binaries: URL
    private let folder: URL

    /// `postgres://postgres@127.0.0.1:<port>/<database>`.
    public func url(database: String = "postgres") -> String {
        "postgres://postgres@127.0.0.1:\(port)/\(database)"
    }

    /// Why no server can start here, or `nil` when one can.
    public static var unavailableReason: String? {
        binariesFolder == nil
            ? "PostgreSQL's initdb and pg_ctl are not installed: apt-get install postgresql "
                + "(FEED_REQUIRE_POSTGRES=1 turns their absence into a failure)"
            : nil
    }

    /// Whether tests that need a server run: the binaries are here, or the environment requires them
    /// (then ``start()`` fails with ``Missing``).
    public static var isEnabled: Bool {
        binariesFolder != nil || ProcessInfo.processInfo.environment["FEED_REQUIRE_POSTGRES"] == "1"
    }

    /// Debian's newest `/usr/lib/postgresql/<version>/bin`, or the folder of an `initdb` on `PATH`.
    static let binariesFolder: URL? = {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        let debian = versions.compactMap(Int.init).sorted().reversed()
            .map { URL(filePath: "/usr/lib/postgresql/\($0)/bin") }
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { URL(filePath: String($0)) }
        return (debian + path).first { FileManager.default.isExecutableFile(atPath: $0.appending(path: "initdb").path) }
    }()

    /// Creates and starts a new cluster; its database `postgres` is empty.
    public static func start() async throws -> PostgresServer {
        guard let binaries = binariesFolder else { throw Missing(description: unavailableReason ?? "") }
        let folder = FileManager.default.temporaryDirectory.appending(path: "feed-postgres-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if getuid() == 0 {
            try FileManager.default.setAttributes([.ownerAccountName: "postgres"], ofItemAtPath: folder.path)
        }
        var server = PostgresServer(port: try freeLoopbackPort(), binaries: binaries, folder: folder)
        do {
            try await server.run("initdb", ["-D", server.dataFolder, "-U", "postgres", "--auth=trust", "--no-sync"])
            for attempt in 1...portAttempts {
                do {
                    try await server.startAgain()
                    break
                } catch let error as CommandFailed where error.lostItsPort && attempt < portAttempts {
                    // The free port was taken between the check and the server's bind (another test's
                    // server, on a machine running several suites): the same cluster, on another port.
                    server = PostgresServer(port: try freeLoopbackPort(), binaries: binaries, folder: folder)
                }
            }
        } catch {
            await server.remove()
            throw error
        }
        return server
    }

    /// How many ports a start tries when the one it picked is taken before the server binds it.
    private static let portAttempts = 3

    /// Starts the stopped server again, on the same port with the same data.
    public func startAgain() async throws {
        // No fsync: a test's data need not survive the machine, only a server stopped at once, which
        // the WAL in the system's page cache covers; commits stay synchronous for that same reason.
        let options = [
            "-p \(port)", "-c listen_addresses=127.0.0.1", "-c unix_socket_directories=''",
            "-c fsync=off", "-c full_page_writes=off", "-c max_connections=100",
        ]
        try await run(
            "pg_ctl",
            [
                "-D", dataFolder, "-l", folder.appending(path: "server.log").path, "-o", options.joined(separator: " "),
                "-w", "-t", "60", "start",
            ])
    }

    /// Stops the server at once, as a crash would (`pg_ctl stop -m immediate`): clients lose their
    /// connections; ``startAgain()`` recovers it.
    public func stop() async throws {
        try await run("pg_ctl", ["-D", dataFolder, "-m", "immediate", "-w", "stop"])
    }

    /// Stops the server if it runs and deletes its folder.
    public func remove() async {
        _ = try? await run("pg_ctl", ["-D", dataFolder, "-m", "immediate", "-w", "stop"])
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs SQL through `psql` as the `postgres` user, e.g. `CREATE DATABASE`.
    public func psql(_ sql: String, database: String = "postgres") async throws {
        try await run(
            "psql",
            ["-h", "127.0.0.1", "-p", "\(port)", "-U", "postgres", "-d", database, "-v", "ON_ERROR_STOP=1", "-c", sql])
    }

    /// Runs one query through `psql` as the `postgres` user and returns what it prints: the rows'
    /// values unaligned, `|` between columns, one row a line, no header.
    public func query(_ sql: String, database: String = "postgres") async throws -> String {
        try await run(
            "psql",
            [
                "-h", "127.0.0.1", "-p", "\(port)", "-U", "postgres", "-d", database, "-v", "ON_ERROR_STOP=1",
                "-A", "-t", "-c", sql,
            ]
        ).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private var dataFolder: String { folder.appending(path: "data").path }

    @discardableResult
    private func run(_ tool: String, _ arguments: [String]) async throws -> String {
        let command = binaries.appending(path: tool).path
        let output = folder.appending(path: "\(tool)-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: output) }
        let status =
            getuid() == 0
            ? try await SpawnedCommand.run(
                "/usr/sbin/runuser", ["-u", "postgres", "--", command] + arguments, output: output)
            : try await SpawnedCommand.run(command, arguments, output: output)
        guard status == 0 else {
            let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            let log = (try? String(contentsOf: folder.appending(path: "server.log"), encoding: .utf8)) ?? ""
            throw CommandFailed(
                description: "\(tool) \(arguments.joined(separator: " ")) exited with \(status): \(printed)\n"
                    + "server log (last 2,000 characters):\n\(log.suffix(2000))")
        }
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }
}
