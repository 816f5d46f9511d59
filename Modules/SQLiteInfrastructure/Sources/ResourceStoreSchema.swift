import GRDB

/// The schema of ``SQLiteResourceStore``, one migration per released version. Never edit a shipped
/// migration: register a new one.
enum ResourceStoreSchema {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("resource-cache-v1") { db in
            try db.create(table: ResourceCacheRecord.databaseTableName) { table in
                table.primaryKey("key", .text)
                table.column("timestamp", .double).notNull()
                table.column("payload", .blob).notNull()
            }
        }
        return migrator
    }()
}
