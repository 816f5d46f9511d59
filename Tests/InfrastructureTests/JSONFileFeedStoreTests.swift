import CommonTestSupport
import FeedCache
import FeedCacheTestSupport
import Foundation
import JSONFileInfrastructure
import SharedCache
import SharedCacheTestSupport
import Testing

@Suite final class JSONFileFeedStoreTests {
    private let directory = TemporaryDirectory()
    private var storeDirectory: URL { directory.appending("nested/feed-store") }

    // MARK: - FeedStore specs

    @Test(arguments: ResourceStoreCheck.allCases)
    func feedStoreContract(_ check: ResourceStoreCheck) async {
        await ResourceStoreSpecs(makeSUT()).run(check)
    }

    // MARK: - FeedImageDataStore specs

    @Test(arguments: FeedImageDataStoreSpecs.Check.allCases)
    func feedImageDataStoreContract(_ check: FeedImageDataStoreSpecs.Check) async {
        await check.run(on: makeSUT())
    }

    // MARK: - Failure specs: a feed file that cannot be decoded

    @Test func retrieveDeliversFailureOnCorruptFeedFile() async throws {
        let sut = makeSUT()
        try writeGarbage(to: sut.feedFileURL)

        await ResourceStoreSpecs(sut).assertRetrieveDeliversFailureOnRetrievalError()
    }

    @Test func retrieveHasNoSideEffectsOnCorruptFeedFile() async throws {
        let sut = makeSUT()
        try writeGarbage(to: sut.feedFileURL)

        await ResourceStoreSpecs(sut).assertRetrieveHasNoSideEffectsOnFailure()
    }

    @Test(arguments: [
        "{\"format\":\"essential-feed.feed-cache\",\"images\":[{\"id\":\"a",
        "{\"format\":\"essential-feed.feed-cache\",\"images\":{}}",
    ])
    func retrieveThrowsOnFeedFileThatIsNotAFeed(contents: String) async throws {
        let sut = makeSUT()
        try write(contents, to: sut.feedFileURL)

        await #expect(throws: DecodingError.self) { try await sut.retrieve() }
    }

    /// A file without the store's mark nor its envelope is someone else's, whatever it holds.
    @Test(arguments: ["{\"version\":1,\"timestamp\":0,\"images\":[{\"id\":\"a", "[]", "", "notes"])
    func retrieveRefusesAFeedFileWithoutTheMarkOrTheEnvelope(contents: String) async throws {
        let sut = makeSUT()
        try write(contents, to: sut.feedFileURL)

        await #expect(throws: NotThisStoresFileError(url: sut.feedFileURL)) { try await sut.retrieve() }
    }

    @Test func retrieveRefusesAJSONObjectWithoutTheFeedFilesEnvelope() async throws {
        let sut = makeSUT()
        try write("{\"version\":1,\"timestamp\":0}", to: sut.feedFileURL)

        await #expect(throws: NotThisStoresFileError(url: sut.feedFileURL)) { try await sut.retrieve() }
    }

    /// An unknown version below the store's (a newer one is refused: `NewerVersionStoreTests`).
    @Test func retrieveThrowsOnFeedFileOfAnUnknownVersion() async throws {
        let sut = makeSUT()
        try write("{\"version\":0,\"timestamp\":0,\"images\":[]}", to: sut.feedFileURL)

        await #expect(throws: JSONFileFeedStore.Error.corruptFeedFile) { try await sut.retrieve() }
    }

    @Test func insertReplacesACorruptFeedFile() async throws {
        let sut = makeSUT()
        try writeCutShortJSONStoreFile(format: "essential-feed.feed-cache", to: sut.feedFileURL)

        await ResourceStoreSpecs(sut).assertInsertOverridesPreviouslyInsertedCacheValues()
    }

    @Test func deleteRemovesACorruptFeedFile() async throws {
        let sut = makeSUT()
        try writeCutShortJSONStoreFile(format: "essential-feed.feed-cache", to: sut.feedFileURL)

        await ResourceStoreSpecs(sut).assertDeleteHasNoSideEffectsOnEmptyCache()
    }

    // MARK: - Failure specs: a directory where the feed file belongs

    @Test func retrieveDeliversFailureWhenTheFeedFileIsADirectory() async throws {
        await ResourceStoreSpecs(try makeSUTWithDirectoryAsFeedFile()).assertRetrieveDeliversFailureOnRetrievalError()
    }

    @Test func insertDeliversErrorWhenTheFeedFileIsADirectory() async throws {
        await ResourceStoreSpecs(try makeSUTWithDirectoryAsFeedFile()).assertInsertDeliversErrorOnInsertionError()
    }

    @Test func insertHasNoSideEffectsWhenTheFeedFileIsADirectory() async throws {
        let sut = try makeSUTWithDirectoryAsFeedFile()

        await ResourceStoreSpecs(sut).assertInsertHasNoSideEffectsOnInsertionError()
        try expectDirectoryUntouched(at: sut.feedFileURL)
    }

    @Test func deleteDeliversErrorWhenTheFeedFileIsADirectory() async throws {
        let sut = try makeSUTWithDirectoryAsFeedFile()

        await #expect(throws: JSONFileFeedStore.Error.feedFileIsNotAFile) {
            try await sut.deleteCache()
        }
    }

    @Test func deleteHasNoSideEffectsWhenTheFeedFileIsADirectory() async throws {
        let sut = try makeSUTWithDirectoryAsFeedFile()

        await ResourceStoreSpecs(sut).assertDeleteHasNoSideEffectsOnDeletionError()
        try expectDirectoryUntouched(at: sut.feedFileURL)
    }

    // MARK: - Failure specs: a store directory that cannot be created

    @Test func insertHasNoSideEffectsWhenTheStoreDirectoryCannotBeCreated() async throws {
        try writeGarbage(to: storeDirectory)

        await ResourceStoreSpecs(makeSUT()).assertInsertHasNoSideEffectsOnInsertionError()
    }

    @Test func imageDataInsertThrowsWhenTheStoreDirectoryCannotBeCreated() async throws {
        try writeGarbage(to: storeDirectory)
        let sut = makeSUT()

        await #expect(throws: (any Error).self) { try await sut.insert(anyData(), for: anyURL()) }
    }

    // MARK: - Image data files

    @Test func imageDataRetrieveThrowsOnCorruptImageDataFile() async throws {
        let sut = makeSUT()
        await FeedImageDataStoreSpecs.insert(anyData(), for: anyURL(), into: sut)
        try overwriteOnlyImageDataFile(of: sut, with: Data("no URL line".utf8))

        await #expect(throws: JSONFileFeedStore.Error.corruptImageDataFile) {
            try await sut.retrieve(dataForURL: anyURL())
        }
    }

    @Test func imageDataFileOfAnotherURLWithTheSameNameIsAMiss() async throws {
        let sut = makeSUT()
        await FeedImageDataStoreSpecs.insert(anyData(), for: anyURL(), into: sut)
        try overwriteOnlyImageDataFile(
            of: sut, with: Data("https://colliding-url.com\nother bytes".utf8))

        await FeedImageDataStoreSpecs.expect(sut, toRetrieve: nil, for: anyURL())
    }

    @Test func imageDataOfEmptyBytesAndOfBytesWithLineFeedsComesBackUnchanged() async {
        let sut = makeSUT()
        let emptyURL = URL(string: "https://empty.com")!
        let lineFeedsURL = URL(string: "https://line-feeds.com")!
        let lineFeeds = Data("\n\nfirst\nsecond\n".utf8)

        await FeedImageDataStoreSpecs.insert(Data(), for: emptyURL, into: sut)
        await FeedImageDataStoreSpecs.insert(lineFeeds, for: lineFeedsURL, into: sut)

        await FeedImageDataStoreSpecs.expect(sut, toRetrieve: Data(), for: emptyURL)
        await FeedImageDataStoreSpecs.expect(sut, toRetrieve: lineFeeds, for: lineFeedsURL)
    }

    @Test func savesLeaveNoTemporaryFilesBehind() async throws {
        let sut = makeSUT()

        await ResourceStoreSpecs(sut).insert(uniqueFeedCache())
        await ResourceStoreSpecs(sut).insert(uniqueFeedCache())
        await FeedImageDataStoreSpecs.insert(anyData(), for: anyURL(), into: sut)
        await FeedImageDataStoreSpecs.insert(anyData(), for: anyURL(), into: sut)

        let entries = try FileManager.default.contentsOfDirectory(atPath: storeDirectory.path).sorted()
        #expect(entries == ["feed.json", "images"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sut.imageDataDirectoryURL.path).count == 1
        )
    }

    // MARK: - Helpers

    private func makeSUT() -> JSONFileFeedStore {
        JSONFileFeedStore(directory: storeDirectory)
    }

    private func makeSUTWithDirectoryAsFeedFile() throws -> JSONFileFeedStore {
        let sut = makeSUT()
        try write("someone else's file", to: sut.feedFileURL.appending(path: "inside.txt"))
        return sut
    }

    private func expectDirectoryUntouched(
        at url: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let inside = try String(contentsOf: url.appending(path: "inside.txt"), encoding: .utf8)
        #expect(inside == "someone else's file", sourceLocation: sourceLocation)
    }

    private func overwriteOnlyImageDataFile(of sut: JSONFileFeedStore, with contents: Data) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: sut.imageDataDirectoryURL.path)
        try #require(names.count == 1)
        try contents.write(to: sut.imageDataDirectoryURL.appending(path: names[0]))
    }
}
