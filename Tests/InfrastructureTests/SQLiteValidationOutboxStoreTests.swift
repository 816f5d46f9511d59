import Foundation
import Requirements
import RequirementsTestSupport
import SharedCache
import Testing

@testable import Infrastructure

@Suite final class SQLiteValidationOutboxStoreTests {
    private let directory = TemporaryDirectory()
    private var storeURL: URL { directory.appending("nested/requirements.sqlite") }

    @Test(arguments: ValidationOutboxStoreCheck.allCases)
    func outboxStoreContract(_ check: ValidationOutboxStoreCheck) async throws {
        let url = storeURL
        try await ValidationOutboxStoreSpecs(makeSUT(), reopen: { SQLiteValidationOutboxStore(storeURL: url) }).run(
            check)
    }

    @Test(arguments: ValidationOutboxStoreCheck.allCases)
    func inMemoryOutboxStoreContract(_ check: ValidationOutboxStoreCheck) async throws {
        let sut = SQLiteValidationOutboxStore.inMemory()
        try await ValidationOutboxStoreSpecs(sut, reopen: { sut }).run(check)
    }

    @Test func sharesItsFileWithTheRequirementsCache() async throws {
        let cache = SQLiteResourceStore<[String]>(storeURL: storeURL, key: "requirements")
        let validation = uniqueValidation()
        try await cache.insert(["cached"], timestamp: Date())

        try await makeSUT().enqueue(validation, capacity: 1)

        #expect(try await cache.retrieve()?.resource == ["cached"])
        #expect(try await makeSUT().pending() == [validation])
    }

    @Test func storesOnSeveralInstancesAtOnceNeverGoPastTheCapacity() async throws {
        let capacity = 25
        let stores = (0..<4).map { _ in makeSUT() }

        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<100 {
                let store = stores[index % stores.count]
                group.addTask {
                    do {
                        try await store.enqueue(uniqueValidation(), capacity: capacity)
                        return true
                    } catch {
                        return false
                    }
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }

        #expect(outcomes.count(where: { $0 }) == capacity)
        #expect(try await makeSUT().pending().count == capacity)
    }

    @Test func aFileThatIsNotADatabaseFailsEveryCallAndIsLeftAlone() async throws {
        try writeGarbage(to: storeURL)
        let before = try Data(contentsOf: storeURL)

        await #expect(throws: (any Error).self) { try await self.makeSUT().enqueue(uniqueValidation(), capacity: 10) }
        await #expect(throws: (any Error).self) { try await self.makeSUT().pending() }
        #expect(try Data(contentsOf: storeURL) == before)
    }

    @Test func aReadOnlyDatabaseRefusesToEnqueueAndKeepsWhatItHas() async throws {
        let validation = uniqueValidation()
        try await makeSUT().enqueue(validation, capacity: 10)
        let readOnly = SQLiteValidationOutboxStore(location: .file(storeURL), readOnly: true)

        await #expect(throws: (any Error).self) { try await readOnly.enqueue(uniqueValidation(), capacity: 10) }
        #expect(try await readOnly.pending() == [validation])
    }

    private func makeSUT() -> SQLiteValidationOutboxStore {
        SQLiteValidationOutboxStore(storeURL: storeURL)
    }
}
