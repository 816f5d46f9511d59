import GRDB

/// The schema of ``SQLiteValidationOutboxStore``, one migration per released version. Never edit a
/// shipped migration: register a new one.
enum OutboxSchema {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("validation-outbox-v1") { db in
            try db.create(table: OutboxRecord.databaseTableName) { table in
                table.autoIncrementedPrimaryKey("sequence")
                table.column("id", .blob).notNull().unique()
                table.column("item_id", .blob).notNull()
                table.column("validated_at", .double).notNull()
                table.column("status", .text).notNull()
                table.column("failure_reason", .text)
            }
            try db.create(index: "validation_outbox_status", on: OutboxRecord.databaseTableName, columns: ["status"])
        }
        // The server each validation is for; NULL for the rows of version 1, sent to whichever server
        // delivers next.
        migrator.registerMigration("validation-outbox-v2-server") { db in
            try db.alter(table: OutboxRecord.databaseTableName) { table in
                table.add(column: "server", .text)
            }
        }
        return migrator
    }()
}
