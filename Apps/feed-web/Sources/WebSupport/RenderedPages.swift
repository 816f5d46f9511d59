import Synchronization

/// Pages already rendered, one per key (a page number, a language…), each kept with the state it
/// shows and reused while the state read for the next request is the same: a warm page costs a
/// comparison instead of a template rendering, and a page whose state changed is rendered anew.
///
/// - A page is looked up and rendered under a lock, without suspending: concurrent requests for a page
///   not rendered yet render it once, and a request served a kept page never waits in an executor's
///   queue with its frames (see `RequestTaskResponder`).
/// - At most `capacity` pages are kept; past it, the one used least recently goes.
/// - Only what a caller hands in is kept: an error page is rendered by the caller and never kept.
public final class RenderedPages<Key: Hashable & Sendable, State: Equatable & Sendable, Page: Sendable>: Sendable {
    private struct Entry: Sendable {
        let state: State
        let page: Page
        /// The value of ``uses`` when the page was last served.
        var lastUse: UInt64
    }

    private struct Kept: Sendable {
        var entries: [Key: Entry] = [:]
        var uses: UInt64 = 0
    }

    private let capacity: Int
    private let kept = Mutex(Kept())

    /// - Parameter capacity: the most pages kept at once (at least 1).
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The number of pages kept.
    public var count: Int { kept.withLock { $0.entries.count } }

    /// The page of `key` showing `state`: the kept one when it was rendered for an equal state, else the
    /// one `render` makes now, kept in its place.
    public func page(for key: Key, showing state: State, render: () -> Page) -> Page {
        kept.withLock { kept in
            kept.uses &+= 1
            if let entry = kept.entries[key], entry.state == state {
                kept.entries[key]?.lastUse = kept.uses
                return entry.page
            }
            let page = render()
            if kept.entries[key] == nil, kept.entries.count >= capacity,
                let oldest = kept.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                kept.entries[oldest.key] = nil
            }
            kept.entries[key] = Entry(state: state, page: page, lastUse: kept.uses)
            return page
        }
    }
}
