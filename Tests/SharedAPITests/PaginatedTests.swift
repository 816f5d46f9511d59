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
}
