import FeedCache
import FeedCacheTestSupport
import Foundation
import JSONFileInfrastructure
import SharedCache
import SharedCacheTestSupport
import Synchronization
import Testing

/// The JSON file stores never delete nor overwrite what they did not write: a
/// `--store` path may name the user's own folder or file. Someone else's files are refused, left byte
/// for byte; the store's own unreadable file is moved aside, never deleted; files of the previous
/// release still load.
@Suite final class JSONFileStoreOwnershipTests {
    private let directory = TemporaryDirectory()
    private var site: URL { directory.appending("site") }
    private var notes: URL { directory.appending("notes.json") }

    // MARK: - Feed store

    @Test func aFeedSaveIntoAFolderOfTheUsersFilesChangesNothing() async throws {
        let before = try writeUsersSite()
        let sut = JSONFileFeedStore(directory: site)

        await #expect(throws: NotThisStoresFileError.self) { try await sut.insert(uniqueFeed(), timestamp: Date()) }
        await #expect(throws: NotThisStoresFileError.self) { try await sut.checkOwnership() }
        await #expect(throws: NotThisStoresFileError.self) { try await sut.deleteCache() }

        #expect(try snapshot(of: site) == before)
    }

    @Test func aFeedSaveIntoAnImageFolderOfTheUsersFilesChangesNothing() async throws {
        var before = try writeUsersSite()
        try FileManager.default.removeItem(at: site.appending(path: "feed.json"))
        before["feed.json"] = nil
        let sut = JSONFileFeedStore(directory: site)

        await #expect(throws: NotThisStoresFileError(url: site.appending(path: "images/logo.png"))) {
            try await sut.insert(uniqueFeed(), timestamp: Date())
        }
        await #expect(throws: NotThisStoresFileError.self) { try await sut.deleteCache() }

        #expect(try snapshot(of: site) == before)
    }

    @Test func aFeedSaveRemovesOnlyItsOwnImageFilesAndAcceptsItsTemporaries() async throws {
        let sut = JSONFileFeedStore(directory: site)
        let gone = URL(string: "https://a-gone-image.com")!
        try await sut.insert(Data("old".utf8), for: gone)
        let name = try #require(
            try FileManager.default.contentsOfDirectory(atPath: sut.imageDataDirectoryURL.path).first)
        try write("left by a killed save", to: sut.imageDataDirectoryURL.appending(path: ".\(name).tmp-\(UUID())"))

        try await sut.insert(uniqueFeed(), timestamp: Date())

        #expect(try FileManager.default.contentsOfDirectory(atPath: sut.imageDataDirectoryURL.path) == [])
    }

    @Test func aFeedFileOfThePreviousReleaseStillLoads() async throws {
        let sut = JSONFileFeedStore(directory: site)
        try write(
            #"{"images":[{"description":"fog","id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","location":"SF","url":"https:\/\/a.com\/1.png"}],"timestamp":42,"version":1}"#,
            to: sut.feedFileURL)

        try await sut.checkOwnership()
        let cache = try #require(try await sut.retrieve())
        #expect(
            cache.feed == [
                LocalFeedImage(
                    id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, description: "fog", location: "SF",
                    url: URL(string: "https://a.com/1.png")!)
            ])
        #expect(cache.timestamp == Date(timeIntervalSinceReferenceDate: 42))
        try await sut.insert(uniqueFeed(), timestamp: Date())
    }

    @Test func anUnreadableFeedFileIsMovedAsideNotDeleted() async throws {
        let sut = JSONFileFeedStore(directory: site)
        let damaged = #"{"version":0,"timestamp":0,"images":[]}"#
        try write(damaged, to: sut.feedFileURL)

        try await sut.deleteCache()
        try write(damaged, to: sut.feedFileURL)
        try await sut.insert(uniqueFeed(), timestamp: Date())

        let aside = try asideFiles(named: "feed.json", in: site)
        #expect(aside.count == 2)
        for file in aside { #expect(try String(contentsOf: file, encoding: .utf8) == damaged) }
        #expect(try await sut.retrieve() != nil)
    }

    // MARK: - Resource store

    @Test func aJSONFileOfTheUsersIsNeverTheResourceStoresCache() async throws {
        let contents = Data(#"{"title":"my notes","items":[1,2]}"#.utf8)
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try contents.write(to: notes)
        let sut = JSONFileResourceStore<TestResource>(fileURL: notes)

        await #expect(throws: NotThisStoresFileError(url: notes)) {
            _ = try await sut.validateCache { _ in .kept }
        }
        await #expect(throws: NotThisStoresFileError(url: notes)) { try await sut.deleteCache() }
        await #expect(throws: NotThisStoresFileError(url: notes)) { try await sut.insert(.unique(), timestamp: Date()) }
        await #expect(throws: NotThisStoresFileError(url: notes)) { try await sut.checkOwnership() }

        #expect(try Data(contentsOf: notes) == contents)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: notes.deletingLastPathComponent().path) == [
                "notes.json"
            ])
    }

    @Test func anUnreadableResourceFileIsMovedAsideNotDeleted() async throws {
        let told = Mutex<[URL]>([])
        let sut = JSONFileResourceStore<TestResource>(fileURL: notes) { aside in told.withLock { $0.append(aside) } }
        let damaged = #"{"version":1,"timestamp":0,"resource":["not","a","resource"]}"#
        try write(damaged, to: notes)

        let outcome = try await sut.validateCache { _ in .kept }
        try write(damaged, to: notes)
        try await sut.insert(.unique(), timestamp: Date())

        #expect(outcome == .deleted)
        let aside = try asideFiles(named: "notes.json", in: notes.deletingLastPathComponent())
        #expect(aside.count == 2)
        for file in aside { #expect(try String(contentsOf: file, encoding: .utf8) == damaged) }
        #expect(Set(told.withLock { $0 }.map(\.lastPathComponent)) == Set(aside.map(\.lastPathComponent)))
    }

    @Test func aResourceFileOfThePreviousReleaseStillLoads() async throws {
        let sut = JSONFileResourceStore<TestResource>(fileURL: notes)
        try write(
            #"{"resource":{"createdAt":42,"id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","names":["a"],"note":"n"},"timestamp":7,"version":1}"#,
            to: notes)

        try await sut.checkOwnership()
        let cache = try #require(try await sut.retrieve())
        #expect(
            cache.resource
                == TestResource(
                    id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, names: ["a"], note: "n",
                    createdAt: Date(timeIntervalSinceReferenceDate: 42)))
        #expect(cache.timestamp == Date(timeIntervalSinceReferenceDate: 7))
    }

    // MARK: - Helpers

    /// The issue's folder: `images/logo.png`, `images/sub/keep.txt` and a `feed.json` of the user's.
    private func writeUsersSite() throws -> [String: Data] {
        try write("PNG bytes", to: site.appending(path: "images/logo.png"))
        try write("keep me", to: site.appending(path: "images/sub/keep.txt"))
        try write(#"{"title":"my site","pages":["index.html"]}"#, to: site.appending(path: "feed.json"))
        return try snapshot(of: site)
    }

    /// Every regular file under `folder`, by relative path, with its bytes.
    private func snapshot(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let url = folder.appending(path: path)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            files[path] = isDirectory.boolValue ? Data("<folder>".utf8) : try Data(contentsOf: url)
        }
        return files
    }

    private func asideFiles(named name: String, in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("\(name).corrupt-") }
            .map { folder.appending(path: $0) }
    }

    private func uniqueFeed() -> [LocalFeedImage] {
        [LocalFeedImage(id: UUID(), description: nil, location: nil, url: URL(string: "https://a.com/\(UUID())")!)]
    }
}
