import CommonTestSupport
import FeedComposition
import FeedFeature
import Foundation
import Testing

@Suite struct FeedImageLookupTests {
    private let page1 = uniqueImages(2)
    private let page2 = uniqueImages(1)

    @Test func findsTheImageOnTheFirstPageWithOneRequest() async throws {
        let remote = pagesStub([page1, page2])

        let image = try await makeSUT(remote: remote).image(withID: page1[1].id)

        #expect(image == page1[1])
        #expect(remote.requestedPagesAfter.count == 1)
    }

    @Test func findsTheImageInTheCachedFeedWhenTheRemoteFails() async throws {
        let remote = FeedPageLoaderStub { _ in throw anyNSError() }

        let image = try await makeSUT(remote: remote, cached: page1 + page2).image(withID: page2[0].id)

        #expect(image == page2[0])
    }

    @Test func walksTheFeedPageByPage() async throws {
        let remote = pagesStub([page1, page2, []])

        let image = try await makeSUT(remote: remote).image(withID: page2[0].id)

        #expect(image == page2[0])
        #expect(remote.requestedPagesAfter == [nil, page1.last])
    }

    @Test func failsWhenTheFeedEndsWithoutTheImage() async {
        let remote = pagesStub([page1, page2, []])
        let id = UUID()

        await #expect(throws: FeedImageLookup.NotFoundError(id: id)) {
            try await makeSUT(remote: remote).image(withID: id)
        }
        #expect(remote.requestedPagesAfter.count == 3)
    }

    @Test func deliversTheErrorOfAPageThatFailsBeforeTheImageIsFound() async {
        let page1 = page1
        let remote = FeedPageLoaderStub { last in
            guard last == nil else { throw anyNSError() }
            return page1
        }

        await #expect(throws: anyNSError()) {
            try await makeSUT(remote: remote).image(withID: UUID())
        }
    }

    private func makeSUT(remote: FeedPageLoaderStub, cached: [FeedImage] = []) -> FeedImageLookup {
        FeedImageLookup(feed: PaginatedFeedLoader(remote: remote, cache: FeedCacheSpy(cached: cached)))
    }

    /// Answers the n-th page request with `pages[n]`, and with an empty page after the last.
    private func pagesStub(_ pages: [[FeedImage]]) -> FeedPageLoaderStub {
        FeedPageLoaderStub { last in
            guard let last else { return pages.first ?? [] }
            guard let index = pages.firstIndex(where: { $0.last == last }), index + 1 < pages.count else { return [] }
            return pages[index + 1]
        }
    }
}
