import Foundation
import PostgresInfrastructure
import PostgresTestSupport

/// Runs `body` with a store on a new, empty database of the shared throwaway server; the database's
/// pool runs for the duration of `body`. The limit of each operation is generous: the whole suite
/// runs at once on two cores, and a connection may take seconds to open then.
func withFreshStore(
    operationTimeout: Duration = .seconds(120),
    _ body: @Sendable (PostgresFeedStore, _ url: String) async throws -> Void
) async throws {
    try await SharedPostgresServer.shared.withFreshDatabase { url in
        try await withStore(url: url, operationTimeout: operationTimeout) { store in try await body(store, url) }
    }
}

/// Runs `body` with a store on the database at `url`, as one app instance would: a pool of its own.
func withStore(
    url: String,
    operationTimeout: Duration = .seconds(120),
    maximumConnections: Int = 4,
    _ body: (PostgresFeedStore) async throws -> Void
) async throws {
    try await withDatabase(url: url, operationTimeout: operationTimeout, maximumConnections: maximumConnections) {
        try await body(PostgresFeedStore(database: $0))
    }
}

/// Runs `body` with the database at `url` as one app instance opens it: a pool of its own, running for
/// the duration of `body`. Its operation limit is two minutes: in a cold full `swift test` on two cores
/// the shared test server's operations ran some 60 times slower than alone for the first two minutes,
/// and two suites' concurrent updates missed a 30 s limit; a test of the limit itself passes its own.
func withDatabase(
    url: String,
    operationTimeout: Duration = .seconds(120),
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
