import SharedCache
import SharedCacheTestSupport
import Testing

struct InMemoryOutboxStoreTests {
    @Test(arguments: OutboxStoreCheck.allCases)
    func outboxStoreContract(_ check: OutboxStoreCheck) async throws {
        let sut = InMemoryOutboxStore()
        try await OutboxStoreSpecs(sut, reopen: { sut }).run(check)
    }
}
