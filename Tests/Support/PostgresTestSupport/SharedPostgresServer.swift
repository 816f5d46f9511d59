import Foundation

/// One ``PostgresServer`` that the tests running at the same moment share, each in a database of its
/// own: started by the first test that needs it, removed when the last one running ends, so that no
/// server outlives the tests (a later test starts a new one).
public actor SharedPostgresServer {
    public static let shared = SharedPostgresServer()

    private var server: Task<PostgresServer, any Error>?
    private var users = 0

    /// Runs `body` with the URL of a new, empty database on the shared server.
    public func withFreshDatabase<Result: Sendable>(
        _ body: @Sendable (_ url: String) async throws -> Result
    ) async throws -> Result {
        try await withFreshDatabase { server, database in try await body(server.url(database: database)) }
    }

    /// Runs `body` with the shared server and the name of a new, empty database on it, for a test that
    /// also works on the server beside its store (``PostgresServer/query(_:database:)``).
    public func withFreshDatabase<Result: Sendable>(
        _ body: @Sendable (_ server: PostgresServer, _ database: String) async throws -> Result
    ) async throws -> Result {
        users += 1
        let server: PostgresServer
        do {
            server = try await running()
        } catch {
            await release()
            throw error
        }
        let database = "test_\(UUID().uuidString.replacingOccurrences(of: "-", with: "_").lowercased())"
        do {
            try await server.psql("CREATE DATABASE \(database)")
            let result = try await body(server, database)
            await release()
            return result
        } catch {
            await release()
            throw error
        }
    }

    private func running() async throws -> PostgresServer {
        if let server { return try await server.value }
        let starting = Task { try await PostgresServer.start() }
        server = starting
        do {
            return try await starting.value
        } catch {
            server = nil
            throw error
        }
    }

    private func release() async {
        users -= 1
        guard users == 0, let starting = server else { return }
        server = nil
        if let server = try? await starting.value {
            await server.remove()
        }
    }
}
