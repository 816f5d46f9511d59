import FeedAppSupport
import FeedComposition
import FeedFeature
import Foundation
import Synchronization
import Testing

@Suite struct FeedImageLookupTests {
    private let page1 = [makeImage(), makeImage()]
    private let page2 = [makeImage()]

    @Test func findsACachedImageWithoutAskingTheRemote() async throws {
        let remote = PagesStub(pages: [page1, page2])
        let cache = CacheStub(feed: page2)

        let image = try await makeSUT(remote: remote, cache: cache).image(withID: page2[0].id)

        #expect(image == page2[0])
        #expect(remote.requestCount == 0)
    }

    @Test func walksTheFeedPageByPage() async throws {
        let remote = PagesStub(pages: [page1, page2, []])

        let image = try await makeSUT(remote: remote, cache: CacheStub(feed: [])).image(withID: page2[0].id)

        #expect(image == page2[0])
        #expect(remote.requestCount == 2)
    }

    @Test func failsWhenTheFeedEndsWithoutTheImage() async {
        let remote = PagesStub(pages: [page1, page2, []])
        let id = UUID()

        await #expect(throws: FeedImageLookup.NotFoundError(id: id)) {
            try await makeSUT(remote: remote, cache: CacheStub(feed: [])).image(withID: id)
        }
        #expect(remote.requestCount == 3)
    }

    private func makeSUT(remote: PagesStub, cache: CacheStub) -> FeedImageLookup {
        FeedImageLookup(cache: cache, feed: PaginatedFeedLoader(remote: remote, cache: cache))
    }
}

private func makeImage() -> FeedImage {
    FeedImage(id: UUID(), description: nil, location: nil, url: URL(string: "https://a.url/\(UUID())")!)
}

private final class PagesStub: FeedPageLoader {
    private let pages: [[FeedImage]]
    private let requests = Mutex(0)

    init(pages: [[FeedImage]]) {
        self.pages = pages
    }

    var requestCount: Int { requests.withLock { $0 } }

    func loadPage(after lastImage: FeedImage?) async throws -> [FeedImage] {
        let index = requests.withLock { count in
            defer { count += 1 }
            return count
        }
        return index < pages.count ? pages[index] : []
    }
}

private final class CacheStub: FeedLoader, FeedCache {
    private let feed: Mutex<[FeedImage]>

    init(feed: [FeedImage]) {
        self.feed = Mutex(feed)
    }

    func load() async throws -> [FeedImage] { feed.withLock { $0 } }

    func save(_ feed: [FeedImage]) async throws {}
}
