/// A page of items and, while more exist, a way to load the rest.
public struct Paginated<Item: Sendable>: Sendable {
    /// Loads the next state: every item so far plus the next page.
    public typealias LoadMore = @Sendable () async throws -> Paginated<Item>

    /// All items loaded so far.
    public let items: [Item]
    /// `nil` when there is nothing more to load.
    public let loadMore: LoadMore?

    public init(items: [Item], loadMore: LoadMore? = nil) {
        self.items = items
        self.loadMore = loadMore
    }

    /// Whether another page may exist.
    public var canLoadMore: Bool { loadMore != nil }
}

extension Paginated {
    /// Loads more pages after this one, one at a time, until `pageLimit` pages are loaded (this one
    /// included), `isComplete` holds for the items so far, or an empty page ends the list.
    ///
    /// A load that fails ends the walk early: the result keeps every item loaded before it, and the
    /// error (a `CancellationError` when the calling task was cancelled).
    ///
    /// - Parameters:
    ///   - pageLimit: the most pages to hold at the end; `nil` for no limit.
    ///   - isComplete: whether the walk has found what it looks for; checked before each load.
    public func loadingMore(
        upTo pageLimit: Int? = nil,
        until isComplete: (Paginated<Item>) -> Bool = { _ in false }
    ) async -> PaginatedWalk<Item> {
        var current = self
        var pageCount = 1
        while pageCount < pageLimit ?? .max, !isComplete(current), let loadMore = current.loadMore {
            do {
                current = try await loadMore()
                pageCount += 1
            } catch {
                return PaginatedWalk(last: current, pageCount: pageCount, loadMoreError: error)
            }
        }
        return PaginatedWalk(last: current, pageCount: pageCount, loadMoreError: nil)
    }
}
