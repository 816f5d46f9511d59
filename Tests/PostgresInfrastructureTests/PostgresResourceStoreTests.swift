import Foundation
import PostgresInfrastructure
import PostgresTestSupport
import SharedCache
import SharedCacheTestSupport
import Testing

/// Any feature's cache in PostgreSQL, against a real server: a throwaway cluster (`initdb`, `pg_ctl`)
/// on loopback, with the same contract suite as the in-memory, SQLite and JSON-file stores.
@Suite(
    "PostgresResourceStore",
    .enabled(if: PostgresServer.isEnabled, Comment(rawValue: PostgresServer.unavailableReason ?? ""))
)
struct PostgresResourceStoreTests {
    @Test(arguments: ResourceStoreCheck.allCases)
    func resourceStoreContract(_ check: ResourceStoreCheck) async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { url in
            try await withDatabase(url: url) { database in
                let store = PostgresResourceStore<TestResource>(database: database, key: "test")
                await ResourceStoreSpecs(store, makeResource: TestResource.unique).run(check)
            }
        }
    }

    @Test func storesWithDifferentKeysShareTheDatabaseWithoutTouchingEachOther() async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { url in
            try await withDatabase(url: url) { database in
                let photos = PostgresResourceStore<TestResource>(database: database, key: "photos")
                let checklist = PostgresResourceStore<TestResource>(database: database, key: "requirements")
                let saved = CachedResource(resource: TestResource.unique(), timestamp: Date())
                try await photos.insert(saved.resource, timestamp: saved.timestamp)

                try await checklist.deleteCache()

                #expect(try await photos.retrieve() == saved)
                #expect(try await checklist.retrieve() == nil)
            }
        }
    }

    @Test func whatOneInstanceSavesAnotherRetrieves() async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { url in
            let saved = CachedResource(resource: TestResource.unique(), timestamp: Date())
            try await withDatabase(url: url) { database in
                try await PostgresResourceStore<TestResource>(database: database, key: "photos")
                    .insert(saved.resource, timestamp: saved.timestamp)
            }
            try await withDatabase(url: url) { database in
                let retrieved = try await PostgresResourceStore<TestResource>(database: database, key: "photos")
                    .retrieve()
                #expect(retrieved == saved)
            }
        }
    }

    /// Two instances each add ten parts to one resource at once: every part is kept, since each update
    /// holds the key's lock from its read to its write.
    @Test func updatesOfTwoInstancesAtOnceLoseNothing() async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { url in
            try await withDatabase(url: url) { first in
                try await withDatabase(url: url) { second in
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        for part in 0..<20 {
                            let store = PostgresResourceStore<[Int]>(
                                database: part.isMultiple(of: 2) ? first : second, key: "pages")
                            group.addTask {
                                try await store.update { current in
                                    ((try current.get()?.resource ?? []) + [part], Date())
                                }
                            }
                        }
                        try await group.waitForAll()
                    }
                    let merged = try await PostgresResourceStore<[Int]>(database: first, key: "pages").retrieve()
                    #expect(merged?.resource.sorted() == Array(0..<20))
                }
            }
        }
    }

    @Test func aRowThatNoLongerDecodesMakesRetrieveThrow() async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { url in
            try await withDatabase(url: url) { database in
                try await PostgresResourceStore<String>(database: database, key: "photos")
                    .insert("a resource of another shape", timestamp: Date())

                await #expect(throws: DecodingError.self) {
                    _ = try await PostgresResourceStore<TestResource>(database: database, key: "photos").retrieve()
                }
            }
        }
    }
}
