import FeedAppSupport
import FeedComposition
import FeedFeature
import Foundation
import Synchronization
import Testing

@Suite struct FeedImageLookupTests {
    private let page1 = [makeImage(), makeImage()]
    private let page2 = [makeImage()]

    @Test func findsTheImageOnTheFirstPageWithOneRequest() async throws {
        let remote = PagesStub(pages: [page1, page2])

        let image = try await makeSUT(remote: remote, cache: CacheStub(feed: [])).image(withID: page1[1].id)

        #expect(image == page1[1])
        #expect(remote.requestCount == 1)
    }

    @Test func findsTheImageInTheCachedFeedWhenTheRemoteFails() async throws {
        let cached = page1 + page2
        let remote = PagesStub(pages: [])
        remote.fails = true

        let image = try await makeSUT(remote: remote, cache: CacheStub(feed: cached)).image(withID: page2[0].id)

        #expect(image == page2[0])
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
        FeedImageLookup(feed: PaginatedFeedLoader(remote: remote, cache: cache))
    }
}

private func makeImage() -> FeedImage {
    FeedImage(id: UUID(), description: nil, location: nil, url: URL(string: "https://a.url/\(UUID())")!)
}

private final class PagesStub: FeedPageLoader {
    private let pages: [[FeedImage]]
    private let requests = Mutex(0)
    private let failing = Mutex(false)

    init(pages: [[FeedImage]]) {
        self.pages = pages
    }

    var requestCount: Int { requests.withLock { $0 } }

    var fails: Bool {
        get { failing.withLock { $0 } }
        set { failing.withLock { $0 = newValue } }
    }

    func loadPage(after lastImage: FeedImage?) async throws -> [FeedImage] {
        let index = requests.withLock { count in
            defer { count += 1 }
            return count
        }
        if fails { throw URLError(.notConnectedToInternet) }
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
