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
