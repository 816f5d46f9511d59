import Requirements
import RequirementsTestSupport
import Testing

struct InMemoryValidationOutboxStoreTests {
    @Test(arguments: ValidationOutboxStoreCheck.allCases)
    func outboxStoreContract(_ check: ValidationOutboxStoreCheck) async throws {
        let sut = InMemoryValidationOutboxStore()
        try await ValidationOutboxStoreSpecs(sut, reopen: { sut }).run(check)
    }
}
