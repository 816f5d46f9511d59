/// Where a walk over a paginated list stopped (``Paginated/loadingMore(upTo:until:)``): the last state
/// it reached and, when a page failed to load, why it stopped early.
public struct PaginatedWalk<Item: Sendable>: Sendable {
    /// The last state reached: every item loaded, and the way on while more may exist.
    public let last: Paginated<Item>
    /// How many pages were loaded, the first one included.
    public let pageCount: Int
    /// The error of the load that failed and ended the walk early; `nil` when it ended normally.
    public let loadMoreError: (any Error)?

    public init(last: Paginated<Item>, pageCount: Int, loadMoreError: (any Error)?) {
        self.last = last
        self.pageCount = pageCount
        self.loadMoreError = loadMoreError
    }

    /// Every item loaded.
    public var items: [Item] { last.items }
}
