/// The PostgreSQL stores' schema, one migration per released version.
enum PostgresSchema {
    static let migrations: [SchemaMigration] = [
        SchemaMigration(
            version: 1,
            name: "feed cache, its images and image data",
            statements: [
                // One row at most: the saved feed's timestamp, in seconds since Foundation's reference
                // date (2001-01-01), which a Double carries back to the same Date exactly.
                """
                CREATE TABLE feed_cache (
                    id integer PRIMARY KEY CHECK (id = 1),
                    saved_at double precision NOT NULL
                )
                """,
                """
                CREATE TABLE feed_images (
                    position integer PRIMARY KEY,
                    id uuid NOT NULL,
                    description text,
                    location text,
                    url text NOT NULL
                )
                """,
                // No foreign key to the feed: image data outlives a feed deletion; a save keeps its feed's.
                """
                CREATE TABLE feed_image_data (
                    url text PRIMARY KEY,
                    data bytea NOT NULL
                )
                """,
            ]
        ),
        SchemaMigration(
            version: 2,
            name: "any feature's cached resource",
            statements: [
                // One row per store key; the resource as its JSON bytes (bytea keeps them as written),
                // saved_at as the feed's is.
                """
                CREATE TABLE resource_cache (
                    key text PRIMARY KEY,
                    saved_at double precision NOT NULL,
                    payload bytea NOT NULL
                )
                """
            ]
        ),
        SchemaMigration(
            version: 3,
            name: "the outbox",
            statements: [
                // `sequence` is the order messages were made; made_at as the caches' times are.
                """
                CREATE TABLE outbox (
                    sequence bigserial PRIMARY KEY,
                    id uuid NOT NULL UNIQUE,
                    subject uuid NOT NULL,
                    made_at double precision NOT NULL,
                    destination text,
                    payload bytea NOT NULL,
                    status text NOT NULL,
                    failure_reason text
                )
                """,
                "CREATE INDEX outbox_status ON outbox (status, sequence)",
            ]
        ),
        SchemaMigration(
            version: 4,
            name: "the outbox's newest delivered message of each subject",
            statements: [
                // Retention keeps each subject's newest delivered message: without this index finding it
                // scans the table once per settled row (15 s for 20,000 rows), with it one index probe.
                """
                CREATE INDEX outbox_delivered_subject ON outbox (subject, sequence)
                WHERE status = 'delivered'
                """
            ]
        ),
    ]
}
