/// Pages already rendered, one per key (a page number, a language…), each kept with the state it
/// shows and reused while the state read for the next request is the same: a warm page costs a
/// comparison instead of a template rendering, and a page whose state changed is rendered anew.
///
/// - A page is rendered on the actor: concurrent requests for a page not rendered yet render it once.
/// - At most `capacity` pages are kept; past it, the one used least recently goes.
/// - Only what a caller hands in is kept: an error page is rendered by the caller and never kept.
public actor RenderedPages<Key: Hashable & Sendable, State: Equatable & Sendable, Page: Sendable> {
    private struct Entry {
        let state: State
        let page: Page
        /// The value of ``uses`` when the page was last served.
        var lastUse: UInt64
    }

    private let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var uses: UInt64 = 0

    /// - Parameter capacity: the most pages kept at once (at least 1).
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The number of pages kept.
    public var count: Int { entries.count }

    /// The page of `key` showing `state`: the kept one when it was rendered for an equal state, else the
    /// one `render` makes now, kept in its place.
    public func page(for key: Key, showing state: State, render: @Sendable () -> Page) -> Page {
        uses &+= 1
        if let entry = entries[key], entry.state == state {
            entries[key]?.lastUse = uses
            return entry.page
        }
        let page = render()
        if entries[key] == nil, entries.count >= capacity { evictLeastRecentlyUsed() }
        entries[key] = Entry(state: state, page: page, lastUse: uses)
        return page
    }

    private func evictLeastRecentlyUsed() {
        guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
        entries[oldest.key] = nil
    }
}
