import FeedCache
import FeedCacheTestSupport
import Foundation
import PostgresInfrastructure
import PostgresTestSupport
import SharedCache
import SharedCacheTestSupport
import Testing

/// The PostgreSQL store against a real server: a throwaway cluster (`initdb`, `pg_ctl`) on loopback.
@Suite(
    "PostgresFeedStore",
    .enabled(if: PostgresServer.isEnabled, Comment(rawValue: PostgresServer.unavailableReason ?? ""))
)
struct PostgresFeedStoreTests {
    // MARK: - The store contracts every store passes

    @Test(arguments: ResourceStoreCheck.allCases)
    func feedStoreContract(_ check: ResourceStoreCheck) async throws {
        try await withFreshStore { store, _ in await ResourceStoreSpecs(store).run(check) }
    }

    @Test(arguments: FeedImageDataStoreSpecs.Check.allCases)
    func feedImageDataStoreContract(_ check: FeedImageDataStoreSpecs.Check) async throws {
        try await withFreshStore { store, _ in await check.run(on: store) }
    }

    // MARK: - Several instances on one database

    @Test func storesOfSeveralInstancesShareTheFeedAndItsImageData() async throws {
        try await withFreshStore { first, url in
            let cache = uniqueFeedCache()
            try await first.insert(cache.feed, timestamp: cache.timestamp)
            try await first.insert(Data("bytes".utf8), for: cache.feed[0].url)

            try await withStore(url: url) { second in
                let feed = try await second.retrieve()
                let data = try await second.retrieve(dataForURL: cache.feed[0].url)
                #expect(feed == cache)
                #expect(data == Data("bytes".utf8))
            }
        }
    }

    /// Two instances migrate an empty database and save at the same moment, again and again, while a
    /// third reads: every read is one whole saved feed, never a mix or a failure.
    @Test func concurrentSavesOfTwoInstancesNeverInterleave() async throws {
        try await withFreshStore { reader, url in
            let saves = 20
            let first = (0..<saves).map { _ in uniqueFeedCache() }
            let second = (0..<saves).map { _ in uniqueFeedCache() }
            let saved = Set(first.map(\.feed) + second.map(\.feed))
            try await withStore(url: url) { a in
                try await withStore(url: url) { b in
                    try await withThrowingTaskGroup(of: [[LocalFeedImage]].self) { group in
                        group.addTask {
                            for cache in first { try await a.insert(cache.feed, timestamp: cache.timestamp) }
                            return []
                        }
                        group.addTask {
                            for cache in second {
                                try await b.replaceCache(with: cache.feed, timestamp: cache.timestamp)
                            }
                            return []
                        }
                        group.addTask {
                            var seen: [[LocalFeedImage]] = []
                            for _ in 0..<(2 * saves) {
                                if let cache = try await reader.retrieve() { seen.append(cache.feed) }
                            }
                            return seen
                        }
                        var reads = 0
                        for try await seen in group {
                            reads += seen.count
                            for feed in seen { #expect(saved.contains(feed), "a read saw a feed nobody saved whole") }
                        }
                        #expect(reads > 0)
                    }
                }
            }
            let last = try #require(try await reader.retrieve())
            #expect(saved.contains(last.feed))
            #expect(last == first.last || last == second.last)
        }
    }

    // MARK: - A database that goes away and returns

    @Test func operationsFailWhileTheServerIsDownAndSucceedOnceItReturns() async throws {
        let server = try await PostgresServer.start()
        do {
            let cache = uniqueFeedCache()
            // A generous limit for the first save: a loaded machine may take seconds to connect.
            try await withStore(url: server.url(), operationTimeout: .seconds(30)) { store in
                try await store.insert(cache.feed, timestamp: cache.timestamp)
            }
            try await withStore(url: server.url(), operationTimeout: .seconds(3)) { store in
                try await server.stop()
                await #expect(throws: (any Error).self) { try await store.retrieve() }
                await #expect(throws: (any Error).self) {
                    try await store.insert(uniqueFeedCache().feed, timestamp: Date())
                }

                try await server.startAgain()
                #expect(try await retrieveOnceReconnected(from: store) == cache)
            }
            await server.remove()
        } catch {
            await server.remove()
            throw error
        }
    }

    /// The pool reconnects on its own schedule (it backs off while the server is away): tries for up
    /// to 30 s, as requests after an outage would, and reports how long it took.
    private func retrieveOnceReconnected(from store: PostgresFeedStore) async throws -> CachedFeed? {
        let clock = ContinuousClock()
        let start = clock.now
        var failures: [String] = []
        while clock.now - start < .seconds(30) {
            do {
                let cache = try await store.retrieve()
                print(
                    "PostgresFeedStore: retrieved again \(clock.now - start) after the restart; failures: \(failures)")
                return cache
            } catch {
                failures.append(String(reflecting: error))
                try await Task.sleep(for: .milliseconds(200))
            }
        }
        Issue.record("No retrieval succeeded within 30 s of the restart: \(failures)")
        return nil
    }
}
