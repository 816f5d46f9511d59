import GRDB

/// Every migration this version of the stores knows, across the schemas that share a file (the
/// checklist's cache and its outbox live in one): a migration a file has and this list lacks was
/// applied by a newer version.
enum KnownMigrations {
    static let identifiers: Set<String> = Set(
        [FeedStoreSchema.migrator, ResourceStoreSchema.migrator, OutboxSchema.migrator].flatMap(\.migrations))

    /// The migrations `db` has that this version does not know, sorted; none for a new file.
    static func unknown(in db: Database) throws -> [String] {
        guard try db.tableExists("grdb_migrations") else { return [] }
        let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        return applied.filter { !identifiers.contains($0) }.sorted()
    }
}
