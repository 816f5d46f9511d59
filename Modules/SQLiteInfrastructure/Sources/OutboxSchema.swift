import GRDB

/// The schema of ``SQLiteOutboxStore``, one migration per released version. Never edit a shipped
/// migration: register a new one.
enum OutboxSchema {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        // Versions 1 and 2 kept the requirements app's validations, in a table named after them.
        migrator.registerMigration("validation-outbox-v1") { db in
            try db.create(table: "validation_outbox") { table in
                table.autoIncrementedPrimaryKey("sequence")
                table.column("id", .blob).notNull().unique()
                table.column("item_id", .blob).notNull()
                table.column("validated_at", .double).notNull()
                table.column("status", .text).notNull()
                table.column("failure_reason", .text)
            }
            try db.create(index: "validation_outbox_status", on: "validation_outbox", columns: ["status"])
        }
        migrator.registerMigration("validation-outbox-v2-server") { db in
            try db.alter(table: "validation_outbox") { table in
                table.add(column: "server", .text)
            }
        }
        // Version 3: one outbox of any feature's messages. Every row moves over unchanged, in its place
        // in the order (`sequence`), with its status and reason: a validation becomes a message whose
        // subject is its item and whose destination is its server.
        migrator.registerMigration("outbox-v3-messages") { db in
            try db.create(table: OutboxRecord.databaseTableName) { table in
                table.autoIncrementedPrimaryKey("sequence")
                table.column("id", .blob).notNull().unique()
                table.column("subject", .blob).notNull()
                table.column("made_at", .double).notNull()
                table.column("destination", .text)
                table.column("payload", .blob).notNull()
                table.column("status", .text).notNull()
                table.column("failure_reason", .text)
            }
            try db.execute(
                sql: """
                    INSERT INTO outbox (sequence, id, subject, made_at, destination, payload, status, failure_reason)
                    SELECT sequence, id, item_id, validated_at, server, x'', status, failure_reason
                    FROM validation_outbox ORDER BY sequence
                    """)
            try db.drop(table: "validation_outbox")
            try db.create(index: "outbox_status", on: OutboxRecord.databaseTableName, columns: ["status"])
        }
        return migrator
    }()
}
