import Foundation
import SharedCache
import Testing

/// A feature's resource kept in its own stored representation: the use cases save the mapped value,
/// load it back mapped, and expire it like any other.
@Suite struct CacheMappingTests {
    private let mapping = CacheMapping<[Int], [String]>(
        store: { $0.map(String.init) }, restore: { $0.compactMap(Int.init) })
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func saveKeepsTheStoredRepresentationAndLoadRestoresTheResource() async throws {
        let store = InMemoryResourceStore<[String]>()
        let sut = LocalResourceLoader(store: store, mapping: mapping, currentDate: { [now] in now })

        try await sut.save([1, 2, 3])

        #expect(await store.retrieve() == CachedResource(resource: ["1", "2", "3"], timestamp: now))
        #expect(try await sut.load() == [1, 2, 3])
    }

    @Test func anExpiredMappedCacheIsNotLoadedAndValidationDeletesIt() async throws {
        let store = InMemoryResourceStore<[String]>()
        await store.insert(["7"], timestamp: now.addingTimeInterval(-8 * 86_400))
        let sut = LocalResourceLoader(store: store, mapping: mapping, currentDate: { [now] in now })

        #expect(try await sut.load() == nil)
        #expect(try await sut.validateCache() == .deleted)
        #expect(await store.retrieve() == nil)
    }
}
