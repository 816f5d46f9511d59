import Foundation
import SharedCache
import SharedCacheTestSupport
import Testing

@testable import SQLiteInfrastructure

@Suite final class SQLiteResourceStoreTests {
    private let directory = TemporaryDirectory()
    private var storeURL: URL { directory.appending("nested/resource-store.sqlite") }

    @Test(arguments: ResourceStoreCheck.allCases)
    func resourceStoreContract(_ check: ResourceStoreCheck) async {
        await specs(makeSUT()).run(check)
    }

    @Test(arguments: ResourceStoreCheck.allCases)
    func inMemoryResourceStoreContract(_ check: ResourceStoreCheck) async {
        await specs(SQLiteResourceStore<TestResource>.inMemory(key: "test")).run(check)
    }

    @Test func aSaveOutlivesTheStoreInstance() async {
        let saved = specs(makeSUT()).uniqueCache()
        await specs(makeSUT()).insert(saved)

        await specs(makeSUT()).expect(toRetrieve: saved)
    }

    @Test func storesWithDifferentKeysShareAFileWithoutTouchingEachOther() async {
        let photos = specs(makeSUT(key: "photos"))
        let requirements = specs(makeSUT(key: "requirements"))
        let savedPhotos = photos.uniqueCache()
        let savedRequirements = requirements.uniqueCache()
        await photos.insert(savedPhotos)
        await requirements.insert(savedRequirements)

        await requirements.deleteCache()

        await photos.expect(toRetrieve: savedPhotos)
        await requirements.expect(toRetrieve: nil)
    }

    // MARK: - Failure specs

    @Test func retrieveFailsWithoutSideEffectsOnAFileThatIsNotADatabase() async throws {
        try writeGarbage(to: storeURL)

        await specs(makeSUT()).assertRetrieveHasNoSideEffectsOnFailure()
    }

    @Test func insertAndDeleteFailOnAFileThatIsNotADatabase() async throws {
        try writeGarbage(to: storeURL)

        await specs(makeSUT()).assertInsertHasNoSideEffectsOnInsertionError()
        await specs(makeSUT()).assertDeleteDeliversErrorOnDeletionError()
    }

    @Test func insertAndDeleteFailWithoutSideEffectsOnAReadOnlyDatabase() async {
        let saved = specs(makeSUT()).uniqueCache()
        await specs(makeSUT()).insert(saved)
        let readOnly = specs(SQLiteResourceStore<TestResource>(location: .file(storeURL), key: "test", readOnly: true))

        await readOnly.assertInsertHasNoSideEffectsOnInsertionError()
        await readOnly.assertDeleteHasNoSideEffectsOnDeletionError()
        await readOnly.expect(toRetrieve: saved)
    }

    @Test func retrieveFailsOnARowOfAnotherShape() async throws {
        try await SQLiteResourceStore<[String]>(storeURL: storeURL, key: "test").insert(
            ["not", "a", "resource"], timestamp: Date())

        await specs(makeSUT()).assertRetrieveHasNoSideEffectsOnFailure()
    }

    // MARK: - Helpers

    private func makeSUT(key: String = "test") -> SQLiteResourceStore<TestResource> {
        SQLiteResourceStore(storeURL: storeURL, key: key)
    }

    private func specs(_ sut: SQLiteResourceStore<TestResource>) -> ResourceStoreSpecs<
        SQLiteResourceStore<TestResource>
    > {
        ResourceStoreSpecs(sut, makeResource: TestResource.unique)
    }
}
