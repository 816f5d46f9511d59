import Logging
import PostgresNIO

/// Migrates the schema once per process: the first operation migrates, concurrent ones wait for it, and
/// a failed migration (the server was away) is tried again by the next operation.
actor SchemaGate {
    private let migrations: [SchemaMigration]
    private var isMigrated = false
    private var running: Task<Void, any Error>?

    init(migrations: [SchemaMigration]) {
        self.migrations = migrations
    }

    func migrateIfNeeded(client: PostgresClient, logger: Logger) async throws {
        if isMigrated { return }
        let task: Task<Void, any Error>
        if let running {
            task = running
        } else {
            task = Task { [migrations] in try await SchemaMigration.apply(migrations, client: client, logger: logger) }
            running = task
        }
        do {
            try await task.value
            isMigrated = true
        } catch {
            running = nil
            throw error
        }
    }
}
