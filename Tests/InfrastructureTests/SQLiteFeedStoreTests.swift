import CommonTestSupport
import FeedCache
import FeedCacheTestSupport
import Foundation
import SharedCache
import SharedCacheTestSupport
import Testing

@testable import SQLiteInfrastructure

@Suite final class SQLiteFeedStoreTests {
    private let directory = TemporaryDirectory()
    private var storeURL: URL { directory.appending("nested/folders/feed-store.sqlite") }

    // MARK: - FeedStore specs

    @Test(arguments: ResourceStoreCheck.allCases)
    func feedStoreContract(_ check: ResourceStoreCheck) async {
        await ResourceStoreSpecs(makeSUT()).run(check)
    }

    @Test func inMemoryStoreDeliversInsertedValuesAndOverridesThem() async {
        await ResourceStoreSpecs(SQLiteFeedStore.inMemory()).assertInsertOverridesPreviouslyInsertedCacheValues()
    }

    // MARK: - FeedImageDataStore specs

    @Test(arguments: FeedImageDataStoreSpecs.Check.allCases)
    func feedImageDataStoreContract(_ check: FeedImageDataStoreSpecs.Check) async {
        await check.run(on: makeSUT())
    }

    // MARK: - Failure specs: a file that is not a database

    /// Texts are bound straight to the insert statement: an empty one stays empty (an empty buffer
    /// may have no address, which SQLite would bind as `NULL`), a missing one stays missing, and
    /// non-ASCII survives.
    @Test func aSaveKeepsEmptyMissingAndNonASCIITextsAsTheyWere() async throws {
        let sut = makeSUT()
        let feed = [
            LocalFeedImage(
                id: UUID(), description: "", location: nil, url: URL(string: "https://a-url.com/1")!),
            LocalFeedImage(
                id: UUID(), description: nil, location: "", url: URL(string: "https://a-url.com/2")!),
            LocalFeedImage(
                id: UUID(), description: "Tromsø 🌌 \u{0}after a NUL", location: "Αθήνα",
                url: URL(string: "https://a-url.com/ö?q=%C3%A9")!),
        ]

        try await sut.insert(feed, timestamp: Date())

        #expect(try await sut.retrieve()?.feed == feed)
    }

    @Test func retrieveDeliversFailureOnCorruptDatabaseFile() async throws {
        try writeGarbage(to: storeURL)

        await ResourceStoreSpecs(makeSUT()).assertRetrieveDeliversFailureOnRetrievalError()
    }

    @Test func retrieveHasNoSideEffectsOnCorruptDatabaseFile() async throws {
        try writeGarbage(to: storeURL)

        await ResourceStoreSpecs(makeSUT()).assertRetrieveHasNoSideEffectsOnFailure()
        try expectCorruptFileUntouched()
    }

    @Test func insertHasNoSideEffectsOnCorruptDatabaseFile() async throws {
        try writeGarbage(to: storeURL)

        await ResourceStoreSpecs(makeSUT()).assertInsertHasNoSideEffectsOnInsertionError()
        try expectCorruptFileUntouched()
    }

    @Test func deleteHasNoSideEffectsOnCorruptDatabaseFile() async throws {
        try writeGarbage(to: storeURL)

        await ResourceStoreSpecs(makeSUT()).assertDeleteHasNoSideEffectsOnDeletionError()
        try expectCorruptFileUntouched()
    }

    @Test func imageDataOperationsThrowOnCorruptDatabaseFile() async throws {
        try writeGarbage(to: storeURL)
        let sut = makeSUT()

        await #expect(throws: (any Error).self) { try await sut.insert(anyData(), for: anyURL()) }
        await #expect(throws: (any Error).self) { try await sut.retrieve(dataForURL: anyURL()) }
        try expectCorruptFileUntouched()
    }

    // MARK: - Failure specs: a database that cannot be written

    @Test func insertDeliversErrorOnReadOnlyDatabase() async {
        await ResourceStoreSpecs(await makeReadOnlySUT()).assertInsertDeliversErrorOnInsertionError()
    }

    @Test func insertHasNoSideEffectsOnReadOnlyDatabase() async {
        let sut = await makeReadOnlySUT(holding: uniqueFeedCache())

        await ResourceStoreSpecs(sut).assertInsertHasNoSideEffectsOnInsertionError()
    }

    @Test func deleteDeliversErrorOnReadOnlyDatabase() async {
        let sut = await makeReadOnlySUT(holding: uniqueFeedCache())

        await ResourceStoreSpecs(sut).assertDeleteDeliversErrorOnDeletionError()
    }

    @Test func deleteHasNoSideEffectsOnReadOnlyDatabase() async {
        let sut = await makeReadOnlySUT(holding: uniqueFeedCache())

        await ResourceStoreSpecs(sut).assertDeleteHasNoSideEffectsOnDeletionError()
    }

    // MARK: - Atomicity

    @Test func insertFailingMidwayLeavesThePreviousFeedWhole() async throws {
        let previous = uniqueFeedCache()
        await ResourceStoreSpecs(makeSUT()).insert(previous)
        let failingOnSecondImage = SQLiteFeedStore(
            location: .file(storeURL),
            preparationSQL: """
                CREATE TEMP TRIGGER fail_on_second_image BEFORE INSERT ON feed_image WHEN NEW.position = 1
                BEGIN SELECT RAISE(ABORT, 'simulated failure midway through a save'); END
                """
        )

        let next = uniqueFeedCache(timestamp: Date().adding(seconds: 1))
        await #expect(throws: (any Error).self) {
            try await failingOnSecondImage.insert(next.feed, timestamp: next.timestamp)
        }

        await ResourceStoreSpecs(makeSUT()).expect(toRetrieve: previous)
    }

    // MARK: - Several connections on one file (two apps on one store)

    @Test func twoStoresOnOneFileSaveAndLoadAtOnceWithoutFailing() async throws {
        let writers = [makeSUT(), makeSUT()]
        let reader = makeSUT()
        let feeds = (0..<8).map { _ in (0..<300).map { _ in uniqueFeedCache().feed[0] } }

        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, feed) in feeds.enumerated() {
                group.addTask {
                    try await writers[index % 2].insert(feed, timestamp: Date())
                    try await writers[index % 2].insert(Data("image \(index)".utf8), for: feed[0].url)
                }
                group.addTask { _ = try await reader.retrieve() }
            }
            try await group.waitForAll()
        }

        let saved = try #require(try await reader.retrieve())
        #expect(feeds.contains(saved.feed), "one whole feed of those saved")
    }

    /// GRDB looks for missing migrations before it takes the write lock, so connections that open a
    /// new file at once used to fail with "table already exists" when another had just migrated it.
    @Test func storesOpeningANewFileAtOnceAllMigrateIt() async throws {
        for round in 0..<20 {
            let file = directory.appending("race-\(round).sqlite")
            let emptyReads = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<6 {
                    group.addTask { try await SQLiteFeedStore(storeURL: file).retrieve() == nil }
                }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(emptyReads == 6, "every store opened the new file and read it empty (round \(round))")

            let feed = uniqueFeedCache().feed
            try await SQLiteFeedStore(storeURL: file).insert(feed, timestamp: Date())
            #expect(
                try await SQLiteFeedStore(storeURL: file).retrieve()?.feed == feed, "the migrated file holds a feed")
        }
    }

    // MARK: - Reading writes nothing

    /// A store that only reads writes nothing to its file. GRDB's WAL set-up wrote and synced a
    /// transaction (a table created and dropped) whenever the `-wal` file was missing, which it is
    /// once the last connection has closed: every offline run of `feed` wrote to its cache, and
    /// checkpointed the write on exit.
    @Test func aStoreOpenedOnAClosedFileWritesNothingToRead() async throws {
        do {
            let writer = makeSUT()
            await ResourceStoreSpecs(writer).insert(uniqueFeedCache())
        }
        let wal = URL(filePath: storeURL.path + "-wal")
        try #require(!FileManager.default.fileExists(atPath: wal.path), "the writer's connection is closed")
        let before = try Data(contentsOf: storeURL)

        let reader = makeSUT()
        _ = try await reader.retrieve()

        let walSize = (try? FileManager.default.attributesOfItem(atPath: wal.path)[.size] as? Int) ?? 0
        #expect(walSize == 0, "no transaction in the write-ahead log")
        #expect(try Data(contentsOf: storeURL) == before)
        withExtendedLifetime(reader) {}
    }

    // MARK: - Files

    @Test func createsTheDatabaseFileAndItsFoldersOnFirstUse() async throws {
        let sut = makeSUT()
        #expect(!FileManager.default.fileExists(atPath: storeURL.path))

        await ResourceStoreSpecs(sut).insert(uniqueFeedCache())

        #expect(FileManager.default.fileExists(atPath: storeURL.path))
    }

    // MARK: - Helpers

    private func makeSUT() -> SQLiteFeedStore {
        SQLiteFeedStore(storeURL: storeURL)
    }

    /// A read-only store on a database that holds `cache`, or an empty one.
    private func makeReadOnlySUT(
        holding cache: CachedFeed? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> SQLiteFeedStore {
        let writer = makeSUT()
        if let cache {
            await ResourceStoreSpecs(writer).insert(cache, sourceLocation: sourceLocation)
        } else {
            await ResourceStoreSpecs(writer).deleteCache(sourceLocation: sourceLocation)
        }
        return SQLiteFeedStore(location: .file(storeURL), readOnly: true)
    }

    private func expectCorruptFileUntouched(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let garbage = directory.appending("garbage")
        try writeGarbage(to: garbage)
        #expect(
            try Data(contentsOf: storeURL) == Data(contentsOf: garbage), sourceLocation: sourceLocation)
    }
}
