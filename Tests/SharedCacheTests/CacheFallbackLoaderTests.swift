import CommonTestSupport
import Foundation
import SharedCache
import SharedCacheTestSupport
import Testing

@Suite struct CacheFallbackLoaderTests {
    private let now = Date()

    @Test func deliversTheRemoteResourceAndReplacesTheCache() async throws {
        let cached = TestResource.unique()
        let latest = TestResource.unique()
        let (sut, store) = await makeSUT(cached: cached, savedAt: now)

        let loaded = try await sut.load { latest }

        #expect(loaded == latest)
        #expect(await store.retrieve() == CachedResource(resource: latest, timestamp: now))
    }

    @Test func deliversTheValidCacheWhenTheRemoteFails() async throws {
        let cached = TestResource.unique()
        let (sut, store) = await makeSUT(cached: cached, savedAt: now.adding(days: -7).adding(seconds: 1))

        let loaded = try await sut.load { throw anyNSError() }

        #expect(loaded == cached)
        #expect(await store.retrieve()?.resource == cached)
    }

    @Test func failsWithTheRemoteErrorWhenTheCacheHasExpired() async {
        let remoteError = NSError(domain: "remote", code: 7)
        let (sut, _) = await makeSUT(cached: .unique(), savedAt: now.adding(days: -7))

        await #expect(throws: remoteError) { try await sut.load { throw remoteError } }
    }

    @Test func failsWithTheRemoteErrorWhenTheCacheIsEmpty() async {
        let remoteError = NSError(domain: "remote", code: 7)
        let (sut, _) = await makeSUT()

        await #expect(throws: remoteError) { try await sut.load { throw remoteError } }
    }

    @Test func deliversTheRemoteResourceWhenTheCacheCannotBeSaved() async throws {
        let store = ResourceStoreSpy<TestResource>()
        store.completeInsertion(with: anyNSError())
        let now = self.now
        let sut = CacheFallbackLoader(cache: LocalResourceLoader(store: store, currentDate: { now }))
        let latest = TestResource.unique()

        #expect(try await sut.load { latest } == latest)
        #expect(store.receivedMessages == [.deleteCache, .insert(latest, now)])
    }

    @Test func doesNotFallBackWhenCancelled() async throws {
        let (sut, store) = await makeSUT(cached: .unique(), savedAt: now)
        let task = Task {
            try await sut.load {
                try await Task.sleep(for: .seconds(60))
                return TestResource.unique()
            }
        }
        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(await store.retrieve() != nil)
    }

    // MARK: - Helpers

    private func makeSUT(
        cached: TestResource? = nil,
        savedAt: Date? = nil
    ) async -> (sut: CacheFallbackLoader<TestResource>, store: InMemoryResourceStore<TestResource>) {
        let store = InMemoryResourceStore<TestResource>()
        if let cached, let savedAt {
            await store.insert(cached, timestamp: savedAt)
        }
        let now = self.now
        return (CacheFallbackLoader(cache: LocalResourceLoader(store: store, currentDate: { now })), store)
    }
}
