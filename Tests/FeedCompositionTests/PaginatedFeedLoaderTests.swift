import CommonTestSupport
import FeedComposition
import FeedFeature
import Foundation
import SharedAPI
import Testing

@Suite struct PaginatedFeedLoaderTests {
    // MARK: - First page

    @Test func loadRequestsTheFirstPageFromRemote() async throws {
        let remote = FeedPageLoaderStub { _ in [] }
        let sut = PaginatedFeedLoader(remote: remote, cache: FeedCacheSpy())

        _ = try await sut.load()

        #expect(remote.requestedPagesAfter == [nil])
    }

    @Test func loadDeliversAndCachesTheRemoteFeedOnRemoteSuccess() async throws {
        let remoteFeed = uniqueImages(3)
        let cache = FeedCacheSpy(cached: uniqueImages(1))
        let sut = PaginatedFeedLoader(remote: FeedPageLoaderStub { _ in remoteFeed }, cache: cache)

        let page = try await sut.load()

        #expect(page.items == remoteFeed)
        #expect(cache.savedFeeds == [remoteFeed])
    }

    @Test func loadDeliversTheRemoteFeedEvenWhenCachingFails() async throws {
        let remoteFeed = uniqueImages(2)
        let cache = FeedCacheSpy(saveError: anyNSError())
        let sut = PaginatedFeedLoader(remote: FeedPageLoaderStub { _ in remoteFeed }, cache: cache)

        #expect(try await sut.load().items == remoteFeed)
    }

    @Test func loadDeliversTheCachedFeedOnRemoteFailure() async throws {
        let cachedFeed = uniqueImages(2)
        let cache = FeedCacheSpy(cached: cachedFeed)
        let sut = PaginatedFeedLoader(remote: FeedPageLoaderStub { _ in throw anyNSError() }, cache: cache)

        let page = try await sut.load()

        #expect(page.items == cachedFeed)
        #expect(cache.savedFeeds.isEmpty)
    }

    @Test func loadDeliversTheRemoteErrorOnRemoteFailureAndAnEmptyOrExpiredCache() async {
        let remoteError = NSError(domain: "connectivity", code: 1)
        // The cache delivers no images both when it is empty and when it has expired.
        let sut = PaginatedFeedLoader(
            remote: FeedPageLoaderStub { _ in throw remoteError }, cache: FeedCacheSpy(cached: []))

        await #expect(throws: remoteError) { try await sut.load() }
    }

    @Test func loadDeliversTheCacheErrorOnRemoteAndCacheFailure() async {
        let cacheError = NSError(domain: "cache", code: 2)
        let sut = PaginatedFeedLoader(
            remote: FeedPageLoaderStub { _ in throw anyNSError() },
            cache: FeedCacheSpy(loadError: cacheError)
        )

        await #expect(throws: cacheError) { try await sut.load() }
    }

    @Test func loadDoesNotFallBackToTheCacheWhenCancelled() async {
        let cache = FeedCacheSpy(cached: uniqueImages(2))
        let remote = FeedPageLoaderStub { _ in
            withUnsafeCurrentTask { $0?.cancel() }
            throw CancellationError()
        }
        let sut = PaginatedFeedLoader(remote: remote, cache: cache)

        await #expect(throws: CancellationError.self) { try await sut.load() }
    }

    @Test func anEmptyFirstPageHasNothingMoreToLoad() async throws {
        let sut = PaginatedFeedLoader(remote: FeedPageLoaderStub { _ in [] }, cache: FeedCacheSpy())

        #expect(try await sut.load().canLoadMore == false)
    }

    // MARK: - Load more

    @Test func loadMoreRequestsThePageAfterTheLastImageShownAndCachesEverythingShown() async throws {
        let firstPage = uniqueImages(2)
        let secondPage = uniqueImages(2)
        let remote = FeedPageLoaderStub { last in last == nil ? firstPage : secondPage }
        let cache = FeedCacheSpy()
        let sut = PaginatedFeedLoader(remote: remote, cache: cache)

        let first = try await sut.load()
        let loadMore = try #require(first.loadMore)
        let second = try await loadMore()

        #expect(remote.requestedPagesAfter == [nil, firstPage.last])
        #expect(second.items == firstPage + secondPage)
        #expect(cache.savedFeeds == [firstPage, firstPage + secondPage])
    }

    @Test func loadMoreAfterACacheFallbackContinuesFromTheLastCachedImage() async throws {
        let cachedFeed = uniqueImages(2)
        let nextPage = uniqueImages(1)
        let remote = FeedPageLoaderStub { last in
            guard let last else { throw anyNSError() }
            #expect(last == cachedFeed.last)
            return nextPage
        }
        let cache = FeedCacheSpy(cached: cachedFeed)
        let sut = PaginatedFeedLoader(remote: remote, cache: cache)

        let first = try await sut.load()
        let loadMore = try #require(first.loadMore)
        let second = try await loadMore()

        #expect(second.items == cachedFeed + nextPage)
        #expect(cache.savedFeeds == [cachedFeed + nextPage])
    }

    @Test func loadMoreFollowsOnFromTheLastPage() async throws {
        let pages = [uniqueImages(2), uniqueImages(2), uniqueImages(1)]
        let remote = FeedPageLoaderStub { last in
            guard let last else { return pages[0] }
            return pages[0].last == last ? pages[1] : pages[2]
        }
        let sut = PaginatedFeedLoader(remote: remote, cache: FeedCacheSpy())

        let first = try await sut.load()
        let secondLoad = try #require(first.loadMore)
        let second = try await secondLoad()
        let thirdLoad = try #require(second.loadMore)
        let third = try await thirdLoad()

        #expect(remote.requestedPagesAfter == [nil, pages[0].last, pages[1].last])
        #expect(third.items == pages.flatMap { $0 })
    }

    @Test func anEmptyPageEndsLoadingMoreAndKeepsTheImagesShown() async throws {
        let firstPage = uniqueImages(2)
        let cache = FeedCacheSpy()
        let sut = PaginatedFeedLoader(remote: FeedPageLoaderStub { last in last == nil ? firstPage : [] }, cache: cache)

        let first = try await sut.load()
        let loadMore = try #require(first.loadMore)
        let last = try await loadMore()

        #expect(last.items == firstPage)
        #expect(last.canLoadMore == false)
        #expect(cache.savedFeeds == [firstPage])
    }

    @Test func loadMoreDeliversTheRemoteErrorWithoutTouchingTheCache() async throws {
        let firstPage = uniqueImages(2)
        let remoteError = NSError(domain: "connectivity", code: 1)
        let cache = FeedCacheSpy()
        let remote = FeedPageLoaderStub { last in
            guard last == nil else { throw remoteError }
            return firstPage
        }
        let sut = PaginatedFeedLoader(remote: remote, cache: cache)

        let first = try await sut.load()
        let loadMore = try #require(first.loadMore)

        await #expect(throws: remoteError) { try await loadMore() }
        #expect(cache.savedFeeds == [firstPage])
    }

    @Test func loadMoreDeliversTheNextPageEvenWhenCachingFails() async throws {
        let firstPage = uniqueImages(1)
        let secondPage = uniqueImages(1)
        let sut = PaginatedFeedLoader(
            remote: FeedPageLoaderStub { last in last == nil ? firstPage : secondPage },
            cache: FeedCacheSpy(saveError: anyNSError())
        )

        let first = try await sut.load()
        let loadMore = try #require(first.loadMore)

        #expect(try await loadMore().items == firstPage + secondPage)
    }

    /// A server that ignores `after_id` answers every page with the first one: the walk ends with an
    /// error instead of going on forever, and the repeated page is neither appended nor saved.
    @Test func aPageThatRepeatsAnImageEndsLoadingMoreWithoutSavingIt() async throws {
        let firstPage = uniqueImages(2)
        let cache = FeedCacheSpy()
        let sut = PaginatedFeedLoader(remote: FeedPageLoaderStub { _ in firstPage }, cache: cache)

        let walk = await (try await sut.load()).loadingMore()

        #expect(walk.items == firstPage)
        #expect(walk.loadMoreError as? PaginatedFeedLoader.NoProgressError == .init(pagesLoaded: 1))
        #expect(cache.savedFeeds == [firstPage])
    }

    @Test func aPageThatRepeatsOneImageOfAnEarlierPageEndsLoadingMoreToo() async throws {
        let firstPage = uniqueImages(2)
        let secondPage = uniqueImages(2)
        let sut = PaginatedFeedLoader(
            remote: FeedPageLoaderStub { last in
                switch last {
                case nil: firstPage
                case firstPage.last: secondPage
                default: uniqueImages(1) + [firstPage[0]]
                }
            },
            cache: FeedCacheSpy())

        let walk = await (try await sut.load()).loadingMore()

        #expect(walk.items == firstPage + secondPage)
        #expect(walk.loadMoreError as? PaginatedFeedLoader.NoProgressError == .init(pagesLoaded: 2))
    }

    /// A server that makes up new images for ever: the walk stops at the page bound.
    @Test func anEndlessFeedStopsAtTheMaximumNumberOfPages() async throws {
        let remote = FeedPageLoaderStub { _ in uniqueImages(1) }
        let sut = PaginatedFeedLoader(remote: remote, cache: FeedCacheSpy())

        let walk = await (try await sut.load()).loadingMore()

        #expect(walk.pageCount == PaginatedFeedLoader.maximumPages)
        #expect(walk.items.count == PaginatedFeedLoader.maximumPages)
        #expect(
            walk.loadMoreError as? PaginatedFeedLoader.TooManyPagesError
                == .init(limit: PaginatedFeedLoader.maximumPages))
        #expect(remote.requestedPagesAfter.count == PaginatedFeedLoader.maximumPages)
    }
}
