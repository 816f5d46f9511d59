import GRDB

/// The SQLite store's schema, one migration per released version. Never edit a shipped migration:
/// register a new one.
enum FeedStoreSchema {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: FeedCacheRecord.databaseTableName) { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("timestamp", .double).notNull()
            }
            try db.create(table: FeedImageRecord.databaseTableName) { table in
                table.primaryKey("position", .integer)
                table.column("id", .blob).notNull()
                table.column("description", .text)
                table.column("location", .text)
                table.column("url", .text).notNull()
            }
            // No foreign key to the feed: image data outlives a feed deletion; a save keeps its feed's.
            try db.create(table: FeedImageDataRecord.databaseTableName) { table in
                table.primaryKey("url", .text)
                table.column("data", .blob).notNull()
            }
        }
        return migrator
    }()
}
