import FeedFeature
import SharedAPI

/// One walk over the feed's pages from its first: the images loaded so far, where each page ends, and
/// the way on. ``FeedSnapshots`` serves every page count from it.
struct FeedWalk: Sendable {
    /// When its first page arrived, on the stopwatch of the ``FeedSnapshots`` that loaded it.
    let loadedAt: Duration
    /// Whether the last extension stopped at a page that failed (rather than at the count asked for
    /// or at the feed's end).
    private(set) var lastExtensionFailed = false
    private var state: Paginated<FeedImage>
    /// How many images the walk holds after each of its pages.
    private var pageEnds: [Int]

    init(first: Paginated<FeedImage>, loadedAt: Duration) {
        self.state = first
        self.loadedAt = loadedAt
        pageEnds = [first.items.count]
    }

    /// How many pages the walk holds.
    var pageCount: Int { pageEnds.count }

    /// The first `pages` pages, or `nil` when the walk holds fewer and more may follow.
    func feed(pages: Int) -> LoadedFeed? {
        guard pages <= pageEnds.count || !state.canLoadMore else { return nil }
        let count = min(pages, pageEnds.count)
        return LoadedFeed(
            images: Array(state.items.prefix(pageEnds[count - 1])), pages: pages,
            canLoadMore: count < pageEnds.count || state.canLoadMore)
    }

    /// Every page the walk holds, as the answer to a request for `pages` when it could not get that far.
    func feedSoFar(pages: Int) -> LoadedFeed {
        LoadedFeed(images: state.items, pages: pages, canLoadMore: state.canLoadMore)
    }

    /// Loads the pages after the last one until the walk holds `pages` pages, the feed ends, or a page
    /// fails (``lastExtensionFailed``).
    mutating func extend(toPages pages: Int) async {
        lastExtensionFailed = false
        while pageEnds.count < pages, let loadMore = state.loadMore {
            do {
                let next = try await loadMore()
                if next.items.count > state.items.count { pageEnds.append(next.items.count) }
                state = next
            } catch {
                lastExtensionFailed = true
                return
            }
        }
    }
}
