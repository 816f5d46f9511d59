import CommonTestSupport
import Foundation
import Photos
import SharedCache
import SharedCacheTestSupport
import Testing

/// The photos' cache courses: save replaces the cache, load while younger than the max age, validate.
struct LocalPhotosLoaderTests {
    private let now = Date()

    @Test func saveReplacesTheCacheWithThePageStampedNow() async throws {
        let store = ResourceStoreSpy<LocalPhotoPage>()
        let photos = [uniquePhoto(), uniquePhoto()]

        try await makeSUT(store: store, page: 2, perPage: 5).save(photos)

        #expect(store.receivedMessages.count == 2)
        #expect(store.receivedMessages.first == .deleteCache)
        guard case .insert(let saved, let timestamp) = store.receivedMessages.last else {
            Issue.record("Expected an insert, got \(store.receivedMessages)")
            return
        }
        #expect(timestamp == now)
        #expect(saved.page == 2 && saved.perPage == 5 && saved.photos.map(\.id) == photos.map(\.id))
    }

    @Test func loadDeliversWhatWasSavedWhileTheCacheIsYoungerThanTheMaxAge() async throws {
        let store = InMemoryResourceStore<LocalPhotoPage>()
        let photos = [uniquePhoto(), uniquePhoto(description: nil, location: nil)]
        try await makeSUT(store: store, clock: now.adding(days: -7).adding(seconds: 1)).save(photos)

        #expect(try await makeSUT(store: store).load() == photos)
    }

    @Test(arguments: [0, -1])
    func loadDeliversNothingOnceTheCacheIsTheMaxAgeOld(secondsPastMaxAge: Double) async throws {
        let store = InMemoryResourceStore<LocalPhotoPage>()
        try await makeSUT(store: store, clock: now.adding(days: -7).adding(seconds: secondsPastMaxAge)).save([
            uniquePhoto()
        ])

        #expect(try await makeSUT(store: store).load() == nil)
    }

    @Test func loadHonoursAnotherMaxAge() async throws {
        let store = InMemoryResourceStore<LocalPhotoPage>()
        try await makeSUT(store: store, clock: now.adding(days: -2)).save([uniquePhoto()])

        #expect(try await makeSUT(store: store, policy: CachePolicy(maxAgeInDays: 3)).load() != nil)
        #expect(try await makeSUT(store: store, policy: CachePolicy(maxAgeInDays: 2)).load() == nil)
    }

    @Test func loadDeliversNothingOnAnEmptyCache() async throws {
        #expect(try await makeSUT(store: InMemoryResourceStore<LocalPhotoPage>()).load() == nil)
    }

    @Test(arguments: [(2, 10), (1, 5)])
    func loadDeliversNothingWhenTheCacheHoldsAnotherPage(page: Int, perPage: Int) async throws {
        let store = InMemoryResourceStore<LocalPhotoPage>()
        try await makeSUT(store: store, page: 1, perPage: 10).save([uniquePhoto()])

        #expect(try await makeSUT(store: store, page: page, perPage: perPage).load() == nil)
    }

    @Test func loadFailsOnARetrievalError() async {
        let store = ResourceStoreSpy<LocalPhotoPage>()
        store.completeRetrieval(with: anyNSError())

        await #expect(throws: anyNSError()) { try await makeSUT(store: store).load() }
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func validateCacheDeletesAnExpiredCacheAndKeepsAValidOne() async throws {
        let store = InMemoryResourceStore<LocalPhotoPage>()
        try await makeSUT(store: store, clock: now.adding(days: -6)).save([uniquePhoto()])

        #expect(try await makeSUT(store: store).validateCache() == .kept)
        #expect(try await makeSUT(store: store, clock: now.adding(days: 1)).validateCache() == .deleted)
        #expect(try await makeSUT(store: store).validateCache() == .empty)
    }

    // MARK: - Helpers

    private func makeSUT(
        store: some ResourceStore<LocalPhotoPage>,
        page: Int = 1,
        perPage: Int = 10,
        clock: Date? = nil,
        policy: CachePolicy = .sevenDays
    ) -> LocalPhotosLoader {
        let date = clock ?? now
        return LocalPhotosLoader(store: store, page: page, perPage: perPage, currentDate: { date }, policy: policy)
    }
}
