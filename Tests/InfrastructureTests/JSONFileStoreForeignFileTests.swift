import FeedCache
import FeedCacheTestSupport
import Foundation
import JSONFileInfrastructure
import SharedCache
import SharedCacheTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A JSON store opens only what it wrote: `photos --store notes.txt` renamed a
/// person's text file `notes.txt.corrupt-<time>` and wrote a cache in its place. A file without the
/// store's mark nor its envelope, and anything that is no regular file, is refused with its path and
/// left as it was; only the store's own file that it cannot decode is moved aside.
@Suite final class JSONFileStoreForeignFileTests {
    private let directory = TemporaryDirectory()
    private let notes = "Shopping: milk, eggs, bread.\n"
    private var notesURL: URL { directory.appending("notes.txt") }

    @Test(arguments: ["Shopping: milk, eggs, bread.\n", "", "[1, 2]", #""a string""#])
    func aFileWithoutTheMarkIsRefusedByEveryCallAndLeftAsItWas(contents: String) async throws {
        try write(contents, to: notesURL)
        let sut = JSONFileResourceStore<TestResource>(fileURL: notesURL) { _ in Issue.record("moved aside") }
        let refused = NotThisStoresFileError(url: notesURL)

        await #expect(throws: refused) { try await sut.checkOwnership() }
        await #expect(throws: refused) { try await sut.retrieve() }
        await #expect(throws: refused) { try await sut.insert(.unique(), timestamp: Date()) }
        await #expect(throws: refused) { try await sut.deleteCache() }
        await #expect(throws: refused) { _ = try await sut.validateCache { _ in .kept } }

        #expect(try String(contentsOf: notesURL, encoding: .utf8) == contents)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["notes.txt"])
    }

    @Test func aTextFileWhereTheFeedFileBelongsIsRefusedAndLeftAsItWas() async throws {
        let sut = JSONFileFeedStore(directory: directory.url)
        try write(notes, to: sut.feedFileURL)
        let refused = NotThisStoresFileError(url: sut.feedFileURL)

        await #expect(throws: refused) { try await sut.checkOwnership() }
        await #expect(throws: refused) { try await sut.retrieve() }
        await #expect(throws: refused) { try await sut.insert([uniqueImage()], timestamp: Date()) }
        await #expect(throws: refused) { try await sut.deleteCache() }

        #expect(try String(contentsOf: sut.feedFileURL, encoding: .utf8) == notes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["feed.json"])
    }

    @Test func aJSONObjectMarkedAsAnotherStoresIsRefused() async throws {
        let contents = #"{"format":"someone-else","resource":{},"timestamp":0,"version":1}"#
        try write(contents, to: notesURL)
        let sut = JSONFileResourceStore<TestResource>(fileURL: notesURL)

        await #expect(throws: NotThisStoresFileError(url: notesURL)) { try await sut.deleteCache() }
        #expect(try String(contentsOf: notesURL, encoding: .utf8) == contents)
    }

    /// A named pipe would block the read for ever: it is refused by its `stat`, never opened.
    @Test(.timeLimit(.minutes(10))) func aNamedPipeIsRefusedWithoutBeingOpened() async throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try #require(mkfifo(notesURL.path, 0o600) == 0)
        let resource = JSONFileResourceStore<TestResource>(fileURL: notesURL)
        let feed = JSONFileFeedStore(directory: directory.appending("site"))
        try FileManager.default.createDirectory(
            at: feed.feedFileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #require(mkfifo(feed.feedFileURL.path, 0o600) == 0)

        await #expect(throws: NotThisStoresFileError(url: notesURL)) { try await resource.retrieve() }
        await #expect(throws: NotThisStoresFileError(url: notesURL)) {
            try await resource.insert(.unique(), timestamp: Date())
        }
        await #expect(throws: NotThisStoresFileError(url: feed.feedFileURL)) { try await feed.retrieve() }
        await #expect(throws: NotThisStoresFileError(url: feed.feedFileURL)) { try await feed.deleteCache() }

        var status = stat()
        #expect(lstat(notesURL.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat(feed.feedFileURL.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func everyFileTheStoresWriteBeginsWithTheirMark() async throws {
        let resource = JSONFileResourceStore<TestResource>(fileURL: notesURL)
        let feed = JSONFileFeedStore(directory: directory.appending("site"))

        try await resource.insert(.unique(), timestamp: Date())
        try await feed.insert([uniqueImage()], timestamp: Date())

        #expect(try Data(contentsOf: notesURL).starts(with: Data(#"{"format":"essential-feed.resource-cache","#.utf8)))
        #expect(
            try Data(contentsOf: feed.feedFileURL).starts(with: Data(#"{"format":"essential-feed.feed-cache","#.utf8)))
    }

    /// The store's own file, cut short after its mark, is its own unreadable cache: moved aside, and a
    /// new one written.
    @Test func itsOwnFileCutShortIsMovedAside() async throws {
        let told = Mutex<[URL]>([])
        let sut = JSONFileResourceStore<TestResource>(fileURL: notesURL) { aside in told.withLock { $0.append(aside) } }
        try writeCutShortJSONStoreFile(format: "essential-feed.resource-cache", to: notesURL)
        let cutShort = try Data(contentsOf: notesURL)

        try await sut.insert(.unique(), timestamp: Date())

        let aside = try #require(told.withLock { $0 }.first)
        #expect(try Data(contentsOf: aside) == cutShort)
        #expect(try await sut.retrieve() != nil)
    }

    /// A symbolic link to the store's file is followed, as the write follows it.
    @Test func aLinkToItsOwnFileIsFollowed() async throws {
        let target = directory.appending("real.json")
        try await JSONFileResourceStore<TestResource>(fileURL: target).insert(.unique(), timestamp: Date())
        try FileManager.default.createSymbolicLink(at: notesURL, withDestinationURL: target)

        #expect(try await JSONFileResourceStore<TestResource>(fileURL: notesURL).retrieve() != nil)
    }

    private func uniqueImage() -> LocalFeedImage {
        LocalFeedImage(id: UUID(), description: nil, location: nil, url: URL(string: "https://a-url.com/\(UUID())")!)
    }
}
