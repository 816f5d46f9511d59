import Foundation
import PostgresInfrastructure
import PostgresTestSupport

/// Runs `body` with a store on a new, empty database of the shared throwaway server; the database's
/// pool runs for the duration of `body`. The limit of each operation is generous: the whole suite
/// runs at once on two cores, and a connection may take seconds to open then.
func withFreshStore(
    operationTimeout: Duration = .seconds(30),
    _ body: @Sendable (PostgresFeedStore, _ url: String) async throws -> Void
) async throws {
    try await SharedPostgresServer.shared.withFreshDatabase { url in
        try await withStore(url: url, operationTimeout: operationTimeout) { store in try await body(store, url) }
    }
}

/// Runs `body` with a store on the database at `url`, as one app instance would: a pool of its own.
func withStore(
    url: String,
    operationTimeout: Duration = .seconds(30),
    maximumConnections: Int = 4,
    _ body: (PostgresFeedStore) async throws -> Void
) async throws {
    try await withDatabase(url: url, operationTimeout: operationTimeout, maximumConnections: maximumConnections) {
        try await body(PostgresFeedStore(database: $0))
    }
}

/// Runs `body` with the database at `url` as one app instance opens it: a pool of its own, running for
/// the duration of `body`.
func withDatabase(
    url: String,
    operationTimeout: Duration = .seconds(30),
    maximumConnections: Int = 4,
    _ body: (PostgresDatabase) async throws -> Void
) async throws {
    let database = PostgresDatabase(
        url: try PostgresDatabaseURL(url), maximumConnections: maximumConnections, operationTimeout: operationTimeout)
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { await database.run() }
        defer { group.cancelAll() }
        try await body(database)
    }
}
