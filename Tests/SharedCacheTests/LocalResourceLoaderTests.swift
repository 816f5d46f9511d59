import CommonTestSupport
import Foundation
import SharedCache
import SharedCacheTestSupport
import Testing

/// Save, load and validate for any resource: the courses the feed's cache use cases follow, checked
/// here with a resource that is not a feed and a max age that is not seven days.
@Suite struct LocalResourceLoaderTests {
    private let now = Date()
    private let policy = CachePolicy(maxAgeInDays: 3)

    @Test func initDoesNotMessageStore() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    // MARK: - Save

    @Test func saveDeletesThenInsertsWithTheCurrentDate() async throws {
        let resource = TestResource.unique()
        let (sut, store) = makeSUT()

        try await sut.save(resource)

        #expect(store.receivedMessages == [.deleteCache, .insert(resource, now)])
    }

    @Test func saveFailsWithoutInsertingOnDeletionError() async {
        let deletionError = anyNSError()
        let (sut, store) = makeSUT()
        store.completeDeletion(with: deletionError)

        await #expect(throws: deletionError) { try await sut.save(.unique()) }
        #expect(store.receivedMessages == [.deleteCache])
    }

    @Test func saveFailsOnInsertionError() async {
        let insertionError = NSError(domain: "insertion", code: 1)
        let (sut, store) = makeSUT()
        store.completeInsertion(with: insertionError)

        await #expect(throws: insertionError) { try await sut.save(.unique()) }
    }

    // MARK: - Load

    @Test func loadDeliversNothingOnEmptyCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        #expect(try await sut.load() == nil)
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func loadDeliversTheResourceOneSecondBeforeTheMaxAge() async throws {
        let resource = TestResource.unique()
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: resource, timestamp: now.adding(days: -3).adding(seconds: 1))

        #expect(try await sut.load() == resource)
    }

    @Test(arguments: [0, -1, -86_400])
    func loadDeliversNothingOnceTheMaxAgeIsReached(secondsPastMaxAge: Double) async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .unique(), timestamp: now.adding(days: -3).adding(seconds: secondsPastMaxAge))

        #expect(try await sut.load() == nil)
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func loadFailsOnRetrievalErrorWithoutSideEffects() async {
        let retrievalError = anyNSError()
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: retrievalError)

        await #expect(throws: retrievalError) { try await sut.load() }
        #expect(store.receivedMessages == [.retrieve])
    }

    // MARK: - Validate

    @Test func validateKeepsAnEmptyCache() async throws {
        let (sut, store) = makeSUT()

        #expect(try await sut.validateCache() == .empty)
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func validateKeepsAValidCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .unique(), timestamp: now.adding(days: -3).adding(seconds: 1))

        #expect(try await sut.validateCache() == .kept)
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func validateDeletesAnExpiredCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .unique(), timestamp: now.adding(days: -3))

        #expect(try await sut.validateCache() == .deleted)
        #expect(store.receivedMessages == [.retrieve, .deleteCacheIfSavedAt(now.adding(days: -3))])
    }

    @Test func validateDeletesAnUnreadableCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: unreadableCacheError())

        #expect(try await sut.validateCache() == .deleted)
        #expect(store.receivedMessages == [.retrieve, .deleteCache])
    }

    /// A locked or busy store is no reason to delete the cache: the validation fails, the cache stays.
    @Test func validateKeepsTheCacheThroughAPassingRetrievalFailure() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyNSError())

        await #expect(throws: anyNSError()) { try await sut.validateCache() }
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func validateFailsOnDeletionError() async {
        let deletionError = NSError(domain: "deletion", code: 2)
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: unreadableCacheError())
        store.completeDeletion(with: deletionError)

        await #expect(throws: deletionError) { try await sut.validateCache() }
    }

    // MARK: - Helpers

    private func makeSUT() -> (sut: LocalResourceLoader<TestResource>, store: ResourceStoreSpy<TestResource>) {
        let store = ResourceStoreSpy<TestResource>()
        let now = self.now
        return (LocalResourceLoader(store: store, currentDate: { now }, policy: policy), store)
    }
}

/// What a store throws for data that does not decode.
func unreadableCacheError() -> DecodingError {
    DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "not a cache"))
}
