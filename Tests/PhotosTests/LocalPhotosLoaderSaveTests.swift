import CommonTestSupport
import Foundation
import Photos
import SharedCache
import SharedCacheTestSupport
import Testing

/// A save of a page never loses the pages saved before it: it writes nothing when it cannot read them,
/// and the saves of one process run one at a time.
struct LocalPhotosLoaderSaveTests {
    private let now = Date()

    @Test func aSaveThatCannotReadTheCachedPagesThrowsAndWritesNothing() async throws {
        let store = ResourceStoreSpy<LocalPhotoPages>()
        store.completeRetrieval(with: anyNSError())

        await #expect(throws: NSError.self) { try await makeSUT(store: store).save([uniquePhoto()]) }
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func aSaveReplacesACacheUnreadableForGood() async throws {
        let store = ResourceStoreSpy<LocalPhotoPages>()
        store.completeRetrieval(
            with: DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not the cache's format")))

        try await makeSUT(store: store).save([uniquePhoto()])

        guard case .insert(let saved, _) = store.receivedMessages.last else {
            Issue.record("Expected an insert, got \(store.receivedMessages)")
            return
        }
        #expect(saved.pages.count == 1)
    }

    @Test func concurrentSavesOfDifferentPagesKeepEveryPage() async throws {
        let store = SlowRetrievalResourceStore<LocalPhotoPages>()
        let pages = Array(1...20)
        let photos = Dictionary(uniqueKeysWithValues: pages.map { ($0, [uniquePhoto()]) })

        try await withThrowingTaskGroup(of: Void.self) { group in
            for page in pages {
                group.addTask { [self] in try await makeSUT(store: store, page: page).save(photos[page] ?? []) }
            }
            try await group.waitForAll()
        }

        for page in pages {
            #expect(try await makeSUT(store: store, page: page).load() == photos[page], "page \(page)")
        }
    }

    private func makeSUT(store: some ResourceStore<LocalPhotoPages>, page: Int = 1) -> LocalPhotosLoader {
        let date = now
        return LocalPhotosLoader(store: store, page: page, perPage: 10, currentDate: { date })
    }
}
