import SharedCache
import SharedCacheTestSupport
import Testing

@Suite struct InMemoryResourceStoreTests {
    @Test(arguments: ResourceStoreCheck.allCases)
    func resourceStoreContract(_ check: ResourceStoreCheck) async {
        await ResourceStoreSpecs(InMemoryResourceStore<TestResource>(), makeResource: TestResource.unique).run(check)
    }
}
