import SharedAPI
import Testing

struct PaginatedTests {
    @Test func withoutLoadMoreThereIsNothingMoreToLoad() {
        let page = Paginated(items: [1, 2, 3])

        #expect(page.items == [1, 2, 3])
        #expect(!page.canLoadMore)
    }

    @Test func loadMoreDeliversTheNextState() async throws {
        let page = Paginated(items: [1, 2]) { Paginated(items: [1, 2, 3]) }

        #expect(page.canLoadMore)
        let loadMore = try #require(page.loadMore)
        let next = try await loadMore()
        #expect(next.items == [1, 2, 3])
        #expect(!next.canLoadMore)
    }

    @Test func loadingMoreStopsAtThePageLimit() async {
        let walk = await pages(1...5).loadingMore(upTo: 3)

        #expect(walk.items == [1, 2, 3])
        #expect(walk.pageCount == 3)
        #expect(walk.last.canLoadMore)
        #expect(walk.loadMoreError == nil)
    }

    @Test func loadingMoreWithoutALimitStopsWhenNothingMoreCanBeLoaded() async {
        let walk = await pages(1...4).loadingMore()

        #expect(walk.items == [1, 2, 3, 4])
        #expect(walk.pageCount == 4)
        #expect(!walk.last.canLoadMore)
    }

    @Test func loadingMoreStopsOnceTheConditionHoldsWithoutLoadingFurther() async {
        let walk = await pages(1...5).loadingMore(until: { $0.items.contains(2) })

        #expect(walk.items == [1, 2])
        #expect(walk.pageCount == 2)
    }

    @Test func loadingMoreChecksTheConditionOnTheFirstPage() async {
        let walk = await pages(1...5).loadingMore(until: { $0.items.contains(1) })

        #expect(walk.items == [1])
        #expect(walk.pageCount == 1)
    }

    @Test func loadingMoreKeepsWhatWasLoadedWhenAPageFails() async {
        let walk = await pages(1...5, failingAt: 3).loadingMore()

        #expect(walk.items == [1, 2])
        #expect(walk.pageCount == 2)
        #expect(walk.loadMoreError is PageError)
        #expect(walk.last.canLoadMore)
    }

    /// One item per page, `range` in order; the load of page `failing` throws.
    private func pages(_ range: ClosedRange<Int>, failingAt failing: Int? = nil) -> Paginated<Int> {
        Self.page(endingAt: range.lowerBound, of: range, failingAt: failing)
    }

    private static func page(endingAt last: Int, of range: ClosedRange<Int>, failingAt failing: Int?) -> Paginated<Int>
    {
        let items = Array(range.lowerBound...last)
        guard last < range.upperBound else { return Paginated(items: items) }
        return Paginated(items: items) {
            if last + 1 == failing { throw PageError() }
            return page(endingAt: last + 1, of: range, failingAt: failing)
        }
    }
}

private struct PageError: Error {}
