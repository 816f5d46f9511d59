import Foundation
import JSONFileInfrastructure
import SharedCache
import SharedCacheTestSupport
import Testing

@Suite final class JSONFileResourceStoreTests {
    private let directory = TemporaryDirectory()
    private var fileURL: URL { directory.appending("nested/resource.json") }

    @Test(arguments: ResourceStoreCheck.allCases)
    func resourceStoreContract(_ check: ResourceStoreCheck) async {
        await specs(makeSUT()).run(check)
    }

    @Test func aSaveOutlivesTheStoreInstance() async {
        let saved = specs(makeSUT()).uniqueCache()
        await specs(makeSUT()).insert(saved)

        await specs(makeSUT()).expect(toRetrieve: saved)
    }

    /// What a process killed during a save leaves beside the file: its temporary. The next save
    /// removes the stale ones of this store's file, and nothing else of the folder.
    @Test func aSaveRemovesTheStaleTemporariesOfItsOwnFileOnly() async throws {
        let folder = fileURL.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stale = folder.appending(path: ".resource.json.tmp-\(UUID().uuidString)")
        let fresh = folder.appending(path: ".resource.json.tmp-\(UUID().uuidString)")
        let anotherStoresStale = folder.appending(path: ".other.json.tmp-\(UUID().uuidString)")
        let unrelated = folder.appending(path: "notes.txt")
        for file in [stale, fresh, anotherStoresStale, unrelated] { try Data("x".utf8).write(to: file) }
        let anHourAgo = Date().addingTimeInterval(-3600)
        for file in [stale, anotherStoresStale, unrelated] {
            try FileManager.default.setAttributes([.modificationDate: anHourAgo], ofItemAtPath: file.path)
        }

        try await makeSUT().insert(.unique(), timestamp: Date())

        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(
            left == [
                fresh.lastPathComponent, anotherStoresStale.lastPathComponent, unrelated.lastPathComponent,
                "resource.json",
            ])
    }

    /// A save leaves no temporary behind: only the file itself is in its folder.
    @Test func aSaveLeavesOnlyTheFile() async throws {
        try await makeSUT().insert(.unique(), timestamp: Date())
        try await makeSUT().insert(.unique(), timestamp: Date())

        #expect(
            try FileManager.default.contentsOfDirectory(atPath: fileURL.deletingLastPathComponent().path) == [
                "resource.json"
            ])
    }

    @Test func writesAVersionedFile() async throws {
        try await makeSUT().insert(.unique(), timestamp: Date(timeIntervalSinceReferenceDate: 42))

        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: fileURL)) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        #expect(json["timestamp"] as? Double == 42)
        #expect(json["resource"] is [String: Any])
    }

    // MARK: - Failure specs

    @Test func retrieveFailsWithoutSideEffectsOnGarbage() async throws {
        try writeGarbage(to: fileURL)

        await specs(makeSUT()).assertRetrieveHasNoSideEffectsOnFailure()
    }

    @Test(arguments: [
        #"{"version":1,"timestamp":0,"resource":["not","a","resource"]}"#,
        #"{"version":1,"timestamp":0}"#,
        #"{"version":1,"timestamp":0,"resource":{"id":"#,
        "",
    ])
    func retrieveFailsOnAFileThatIsNotThisResource(contents: String) async throws {
        try write(contents, to: fileURL)

        await specs(makeSUT()).assertRetrieveDeliversFailureOnRetrievalError()
    }

    /// An unknown version below the store's (a newer one is refused: `NewerVersionStoreTests`).
    @Test func retrieveFailsOnAnUnknownVersion() async throws {
        try await makeSUT().insert(.unique(), timestamp: Date())
        let older = try String(contentsOf: fileURL, encoding: .utf8).replacingOccurrences(
            of: "\"version\":1", with: "\"version\":0")
        try write(older, to: fileURL)

        await #expect(throws: JSONFileResourceStore<TestResource>.Error.unknownVersion(0)) {
            try await self.makeSUT().retrieve()
        }
    }

    @Test func deleteRemovesAnUnreadableFile() async throws {
        try writeCutShortJSONStoreFile(format: "essential-feed.resource-cache", to: fileURL)

        await specs(makeSUT()).assertDeleteHasNoSideEffectsOnEmptyCache()
    }

    @Test func failsWithoutSideEffectsWhenADirectoryIsWhereTheFileBelongs() async throws {
        try FileManager.default.createDirectory(at: fileURL, withIntermediateDirectories: true)
        let sut = specs(makeSUT())

        await sut.assertRetrieveDeliversFailureOnRetrievalError()
        await sut.assertInsertHasNoSideEffectsOnInsertionError()
        await #expect(throws: JSONFileResourceStore<TestResource>.Error.notAFile) { try await sut.sut.deleteCache() }
        #expect(FileManager.default.fileExists(atPath: fileURL.path))
    }

    /// Two stores on one file, as two processes sharing a cache folder have (the terminal `photos` and
    /// `feed-web`), each merging its own entries in: each update reads and writes under the file's lock,
    /// so none loses another's. Read-then-write without it lost most of them.
    @Test func updatesOfTwoStoresOnOneFileLoseNoEntry() async throws {
        let first = JSONFileResourceStore<[String]>(fileURL: fileURL)
        let second = JSONFileResourceStore<[String]>(fileURL: fileURL)
        let rounds = 100

        try await withThrowingTaskGroup(of: Void.self) { group in
            for (name, store) in [("first", first), ("second", second)] {
                group.addTask {
                    for round in 0..<rounds {
                        try await store.update { current in
                            ((try current.get()?.resource ?? []) + ["\(name) \(round)"], Date())
                        }
                    }
                }
            }
            try await group.waitForAll()
        }

        let entries = try #require(try await first.retrieve()).resource
        #expect(entries.count == 2 * rounds)
        #expect(Set(entries).count == 2 * rounds)
    }

    // MARK: - Helpers

    private func makeSUT() -> JSONFileResourceStore<TestResource> {
        JSONFileResourceStore(fileURL: fileURL)
    }

    private func specs(_ sut: JSONFileResourceStore<TestResource>) -> ResourceStoreSpecs<
        JSONFileResourceStore<TestResource>
    > {
        ResourceStoreSpecs(sut, makeResource: TestResource.unique)
    }

}
