import FeedCache
import FeedCacheTestSupport
import Foundation
import PostgresInfrastructure
import PostgresTestSupport
import SharedCache
import SharedCacheTestSupport
import Testing

/// The store used by a role that may read and write the tables but not create any, as deployments
/// that migrate with the owner and run the app with a lesser role do.
@Suite(
    "PostgresFeedStore privileges",
    .enabled(if: PostgresServer.isEnabled, Comment(rawValue: PostgresServer.unavailableReason ?? ""))
)
struct PostgresSchemaPrivilegeTests {
    @Test func aRoleWithoutCreateOnTheSchemaUsesAnUpToDateSchema() async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { server, database in
            let previous = uniqueFeedCache()
            try await withStore(url: server.url(database: database)) { owner in
                try await owner.insert(previous.feed, timestamp: previous.timestamp)
            }
            let role = "app_\(database)"
            _ = try await server.query(
                """
                CREATE ROLE \(role) LOGIN;
                REVOKE CREATE ON SCHEMA public FROM PUBLIC;
                GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO \(role);
                """,
                database: database)
            let canCreate = try await server.query(
                "SELECT has_schema_privilege('\(role)', 'public', 'CREATE')", database: database)
            #expect(canCreate == "f")

            let next = uniqueFeedCache()
            try await withStore(url: "postgres://\(role)@127.0.0.1:\(server.port)/\(database)") { app in
                #expect(try await app.retrieve() == previous)
                try await app.insert(next.feed, timestamp: next.timestamp)
                try await app.insert(Data("bytes".utf8), for: next.feed[0].url)
                let stored = try await app.retrieve()
                let data = try await app.retrieve(dataForURL: next.feed[0].url)
                #expect(stored == next)
                #expect(data == Data("bytes".utf8))
                try await app.deleteCache()
                let deleted = try await app.retrieve()
                #expect(deleted == nil)
            }
        }
    }
}
