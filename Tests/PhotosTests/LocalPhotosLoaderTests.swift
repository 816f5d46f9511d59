import CommonTestSupport
import Foundation
import Photos
import SharedCache
import SharedCacheTestSupport
import Testing

/// The photos' cache courses: save replaces the cache, load while younger than the max age, validate.
struct LocalPhotosLoaderTests {
    private let now = Date()

    @Test func saveStoresThePageStampedNow() async throws {
        let store = ResourceStoreSpy<LocalPhotoPages>()
        let photos = [uniquePhoto(), uniquePhoto()]

        try await makeSUT(store: store, page: 2, perPage: 5).save(photos)

        #expect(store.receivedMessages.first == .retrieve)
        guard case .insert(let saved, let timestamp) = store.receivedMessages.last else {
            Issue.record("Expected an insert, got \(store.receivedMessages)")
            return
        }
        #expect(timestamp == now)
        #expect(saved.pages.count == 1)
        #expect(saved.pages.first?.savedAt == now)
        let page = try #require(saved.pages.first?.page)
        #expect(page.page == 2 && page.perPage == 5 && page.photos.map(\.id) == photos.map(\.id))
    }

    @Test func everyPageSavedComesBackNotOnlyTheLast() async throws {
        let store = InMemoryResourceStore<LocalPhotoPages>()
        let first = [uniquePhoto()]
        let second = [uniquePhoto(), uniquePhoto()]
        try await makeSUT(store: store, page: 1).save(first)
        try await makeSUT(store: store, page: 2).save(second)
        try await makeSUT(store: store, page: 1, perPage: 5).save([uniquePhoto()])

        #expect(try await makeSUT(store: store, page: 1).load() == first)
        #expect(try await makeSUT(store: store, page: 2).load() == second)
    }

    @Test func anEmptyPagePastTheEndErasesNothing() async throws {
        let store = InMemoryResourceStore<LocalPhotoPages>()
        let first = [uniquePhoto()]
        try await makeSUT(store: store, page: 1).save(first)
        try await makeSUT(store: store, page: 4).save([])

        #expect(try await makeSUT(store: store, page: 1).load() == first)
        #expect(try await makeSUT(store: store, page: 4).load() == [])
    }

    @Test func savingAPageAgainReplacesOnlyThatPage() async throws {
        let store = InMemoryResourceStore<LocalPhotoPages>()
        let newer = [uniquePhoto()]
        try await makeSUT(store: store, page: 1).save([uniquePhoto()])
        try await makeSUT(store: store, page: 2).save([uniquePhoto()])
        try await makeSUT(store: store, page: 1).save(newer)

        #expect(try await makeSUT(store: store, page: 1).load() == newer)
        #expect(await store.retrieve()?.resource.pages.count == 2)
    }

    @Test func eachPageExpiresOnItsOwnAge() async throws {
        let store = InMemoryResourceStore<LocalPhotoPages>()
        let recent = [uniquePhoto()]
        try await makeSUT(store: store, page: 1, clock: now.adding(days: -7)).save([uniquePhoto()])
        try await makeSUT(store: store, page: 2, clock: now.adding(days: -6)).save(recent)

        #expect(try await makeSUT(store: store, page: 1).load() == nil)
        #expect(try await makeSUT(store: store, page: 2).load() == recent)
    }

    @Test func saveDropsExpiredPagesAndKeepsTheMostRecentUpToTheMaximum() async throws {
        let store = InMemoryResourceStore<LocalPhotoPages>()
        try await makeSUT(store: store, page: 1, clock: now.adding(days: -8)).save([uniquePhoto()])
        for page in 2...(LocalPhotosLoader.maximumPages + 2) {
            try await makeSUT(store: store, page: page, clock: now.adding(seconds: Double(page))).save([])
        }

        let pages = try #require(await store.retrieve()?.resource.pages.map(\.page.page))
        #expect(pages == Array(3...(LocalPhotosLoader.maximumPages + 2)))
    }

    @Test func aCacheOfAnEarlierVersionIsOnePageAgedByTheCacheTimestamp() async throws {
        let photos = [uniquePhoto(description: nil, location: nil)]
        let earlier = InMemoryResourceStore<LocalPhotoPage>()
        await earlier.insert(
            LocalPhotoPage(page: 3, perPage: 4, photos: try await savedPage(of: photos).photos),
            timestamp: now.adding(days: -6))
        let json = try JSONEncoder().encode(try #require(await earlier.retrieve()?.resource))
        let store = InMemoryResourceStore<LocalPhotoPages>()
        await store.insert(
            try JSONDecoder().decode(LocalPhotoPages.self, from: json), timestamp: now.adding(days: -6))

        #expect(try await makeSUT(store: store, page: 3, perPage: 4).load() == photos)
        #expect(try await makeSUT(store: store, page: 3, perPage: 4, clock: now.adding(days: 1)).load() == nil)
    }

    @Test func loadDeliversWhatWasSavedWhileTheCacheIsYoungerThanTheMaxAge() async throws {
        let store = InMemoryResourceStore<LocalPhotoPages>()
        let photos = [uniquePhoto(), uniquePhoto(description: nil, location: nil)]
        try await makeSUT(store: store, clock: now.adding(days: -7).adding(seconds: 1)).save(photos)

        #expect(try await makeSUT(store: store).load() == photos)
    }

    @Test(arguments: [0, -1])
    func loadDeliversNothingOnceTheCacheIsTheMaxAgeOld(secondsPastMaxAge: Double) async throws {
        let store = InMemoryResourceStore<LocalPhotoPages>()
        try await makeSUT(store: store, clock: now.adding(days: -7).adding(seconds: secondsPastMaxAge)).save([
            uniquePhoto()
        ])

        #expect(try await makeSUT(store: store).load() == nil)
    }

    @Test func loadHonoursAnotherMaxAge() async throws {
        let store = InMemoryResourceStore<LocalPhotoPages>()
        try await makeSUT(store: store, clock: now.adding(days: -2)).save([uniquePhoto()])

        #expect(try await makeSUT(store: store, policy: CachePolicy(maxAgeInDays: 3)).load() != nil)
        #expect(try await makeSUT(store: store, policy: CachePolicy(maxAgeInDays: 2)).load() == nil)
    }

    @Test func loadDeliversNothingOnAnEmptyCache() async throws {
        #expect(try await makeSUT(store: InMemoryResourceStore<LocalPhotoPages>()).load() == nil)
    }

    @Test(arguments: [(2, 10), (1, 5)])
    func loadDeliversNothingWhenTheCacheHoldsAnotherPage(page: Int, perPage: Int) async throws {
        let store = InMemoryResourceStore<LocalPhotoPages>()
        try await makeSUT(store: store, page: 1, perPage: 10).save([uniquePhoto()])

        #expect(try await makeSUT(store: store, page: page, perPage: perPage).load() == nil)
    }

    @Test func loadFailsOnARetrievalError() async {
        let store = ResourceStoreSpy<LocalPhotoPages>()
        store.completeRetrieval(with: anyNSError())

        await #expect(throws: anyNSError()) { try await makeSUT(store: store).load() }
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func validateCacheDeletesAnExpiredCacheAndKeepsAValidOne() async throws {
        let store = InMemoryResourceStore<LocalPhotoPages>()
        try await makeSUT(store: store, clock: now.adding(days: -6)).save([uniquePhoto()])

        #expect(try await makeSUT(store: store).validateCache() == .kept)
        #expect(try await makeSUT(store: store, clock: now.adding(days: 1)).validateCache() == .deleted)
        #expect(try await makeSUT(store: store).validateCache() == .empty)
    }

    @Test func validateCacheDropsTheExpiredPagesOfACacheThatStillHasValidOnes() async throws {
        let store = InMemoryResourceStore<LocalPhotoPages>()
        await store.insert(
            LocalPhotoPages(pages: [
                SavedPhotoPage(page: LocalPhotoPage(page: 1, perPage: 10, photos: []), savedAt: now.adding(days: -8)),
                SavedPhotoPage(page: LocalPhotoPage(page: 2, perPage: 10, photos: []), savedAt: now.adding(days: -1)),
            ]), timestamp: now.adding(days: -1))

        #expect(try await makeSUT(store: store).validateCache() == .kept)
        #expect(await store.retrieve()?.resource.pages.map(\.page.page) == [2])
    }

    @Test func aPhotoIsFoundByIDInTheMostRecentlySavedPageThatHasItWhateverItsAge() async throws {
        let store = InMemoryResourceStore<LocalPhotoPages>()
        let photo = uniquePhoto()
        let renamed = Photo(
            id: photo.id, description: "renamed", author: photo.author, location: photo.location, width: photo.width,
            height: photo.height, color: photo.color, likes: photo.likes + 1, urls: photo.urls)
        try await makeSUT(store: store, page: 1, clock: now.adding(days: -30)).save([photo, uniquePhoto()])
        try await makeSUT(store: store, page: 2, clock: now.adding(days: -29)).save([renamed])
        let cache = try #require(await store.retrieve()?.resource)

        #expect(cache.photosByID.count == 2)
        #expect(cache.photosByID[photo.id] == renamed)
    }

    // MARK: - Helpers

    private func savedPage(of photos: [Photo]) async throws -> LocalPhotoPage {
        let store = InMemoryResourceStore<LocalPhotoPages>()
        try await makeSUT(store: store).save(photos)
        return try #require(await store.retrieve()?.resource.pages.first?.page)
    }

    private func makeSUT(
        store: some ResourceStore<LocalPhotoPages>,
        page: Int = 1,
        perPage: Int = 10,
        clock: Date? = nil,
        policy: CachePolicy = .sevenDays
    ) -> LocalPhotosLoader {
        let date = clock ?? now
        return LocalPhotosLoader(store: store, page: page, perPage: perPage, currentDate: { date }, policy: policy)
    }
}
