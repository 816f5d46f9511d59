import FeedComposition
import FeedFeature
import Foundation
import SharedAPI
import Synchronization
import WebSupport

/// The server-side cache of the web app: one walk over the feed's pages, from its first, reused for a
/// short time and extended as visitors ask for more pages, so that a busy feed page does not cost a
/// remote round trip and a cache save per request; and the images the server has shown, which are
/// the images its image route serves.
///
/// - Every page count is served from the same walk: a request for more pages than it holds extends
///   it from its last page (each page saved as it comes), it never starts again from the first. Page
///   counts 1 to 50 in turn cost 50 page loads, not 1 + 2 + … + 50.
/// - The walk is fresh for `lifetime` from when its first page arrived (on `clock`, a monotonic one),
///   however long the feed API took to answer or time out. Past it by less than `staleness`, it is
///   still served at once while the first request past it starts the walk again in the background;
///   an older one is started again by the next request, which waits for it, while the requests that
///   come meanwhile are served the old walk at once. A crowd thus never waits (each request with its
///   frames) for the walk that replaces the one it was just shown.
/// - A refresh starts the walk again too, unless it was loaded less than `refreshInterval` ago: a
///   crowd pressing Refresh costs one walk per interval. A refresh that comes while another one's walk
///   is under way is that refresh: it is answered at once from the walk before it (if that one is
///   fresh), with the pages it holds, so that a crowd's requests do not all wait for one walk.
/// - One walk operation (start or extension) runs at a time; concurrent requests wait for it and
///   share it. It is registered under the same lock that finds the walk stale, so no request that
///   comes after it starts another or misses it.
/// - A later page that fails ends that extension: the pages loaded so far are served, with more
///   still to load, and the next request tries again.
/// - A fresh walk is read under a lock, without suspending: a request served from it never waits in
///   an executor's queue with its frames (see `RequestTaskResponder`).
final class FeedSnapshots: Sendable {
    /// The most image ids remembered as shown; the oldest are forgotten first.
    static let shownImagesCapacity = 10_000

    private let loader: PaginatedFeedLoader
    private let lifetime: Duration
    private let staleness: Duration
    private let refreshInterval: Duration
    private let stopwatch: Stopwatch
    private let state = Mutex(State())

    /// What a request does next: take the feed, or wait for the walk operation under way.
    private enum Step {
        case served(LoadedFeed)
        case wait(Task<Void, any Error>)
    }

    /// The walk and the images shown from it.
    fileprivate struct State: Sendable {
        var walk: FeedWalk?
        /// The walk operation under way (one at a time), and whether it starts the walk anew.
        var operation: (task: Task<Void, any Error>, startsAnew: Bool)?
        var shownImages: [UUID: FeedImage] = [:]
        var shownOrder: [UUID] = []
    }

    /// - Parameters:
    ///   - loader: loads the feed: remote first with the cache as fallback, and load more.
    ///   - lifetime: how long a walk is reused; `.zero` walks anew on every request.
    ///   - staleness: how long past its lifetime a walk is still served while it is walked again in the
    ///     background; `.zero` (the default) makes every request past the lifetime wait for the walk.
    ///   - refreshInterval: how long after a walk was loaded a refresh is still served from it; `.zero` never.
    ///   - clock: the clock the lifetime and the refresh interval are measured on; tests pass one they
    ///     advance themselves.
    init(
        loader: PaginatedFeedLoader, lifetime: Duration, staleness: Duration = .zero, refreshInterval: Duration,
        clock: some Clock<Duration> = ContinuousClock()
    ) {
        self.loader = loader
        self.lifetime = lifetime
        self.staleness = staleness
        self.refreshInterval = refreshInterval
        stopwatch = Stopwatch(clock: clock)
    }

    /// The first `pages` pages of the feed (fewer when an empty page ends it, or a later page fails).
    ///
    /// - Parameter refresh: start the walk anew unless it was loaded less than the refresh interval ago.
    ///   A refresh answered from the walk before another refresh's walk gets the pages that walk holds.
    /// - Throws: the loader's error when neither the remote nor the cache delivers the first page.
    func feed(pages: Int, refresh: Bool = false) async throws -> LoadedFeed {
        var waited = false
        while true {
            let now = stopwatch.elapsed
            let step = state.withLock { state -> Step in
                if let walk = state.walk {
                    let age = now - walk.loadedAt
                    let restarting = state.operation?.startsAnew == true
                    // With no lifetime nothing is kept: every request shares the walk under way.
                    let joinsRestart =
                        restarting && lifetime > .zero
                        && (refresh ? age < lifetime : age >= lifetime + staleness)
                    if waited || joinsRestart || age < (refresh ? refreshInterval : lifetime) {
                        if let feed = walk.feed(pages: pages) { return .served(state.showing(feed)) }
                        if (refresh && joinsRestart) || (waited && walk.lastExtensionFailed) {
                            return .served(state.showing(walk.feedSoFar(pages: pages)))
                        }
                    } else if !refresh, age < lifetime + staleness, let feed = walk.feed(pages: pages) {
                        if state.operation == nil {
                            let task = walkOperation(toPages: max(pages, walk.pageCount), startsAnew: true)
                            state.operation = (task, true)
                        }
                        return .served(state.showing(feed))
                    }
                }
                if let operation = state.operation { return .wait(operation.task) }
                let startsAnew = state.walk.map { !(waited || isFresh($0, refresh: refresh, now: now)) } ?? true
                let task = walkOperation(toPages: pages, startsAnew: startsAnew)
                state.operation = (task, startsAnew)
                return .wait(task)
            }
            switch step {
            case .served(let feed):
                if !waited { CacheLookupCounter.count(cache: "snapshot", hit: true) }
                return feed
            case .wait(let operation):
                if !waited { CacheLookupCounter.count(cache: "snapshot", hit: false) }
                try await operation.value
                waited = true
            }
        }
    }

    /// An image the server has shown (among the last ``shownImagesCapacity``), or `nil`.
    func shownImage(withID id: UUID) -> FeedImage? {
        state.withLock { $0.shownImages[id] }
    }

    private func isFresh(_ walk: FeedWalk, refresh: Bool, now: Duration) -> Bool {
        now - walk.loadedAt < (refresh ? refreshInterval : lifetime)
    }

    /// A task that advances the walk to `pages` pages and then ends the operation; made under the state's
    /// lock, by the caller that registers it there.
    private func walkOperation(toPages pages: Int, startsAnew: Bool) -> Task<Void, any Error> {
        Task { [self] in
            defer { self.state.withLock { $0.operation = nil } }
            try await advance(toPages: pages, startsAnew: startsAnew)
        }
    }

    /// Starts the walk anew (`startsAnew`, or when there is none), then extends it to `pages` pages or
    /// until a page fails or the feed ends.
    private func advance(toPages pages: Int, startsAnew: Bool) async throws {
        var current: FeedWalk
        if let walk = state.withLock(\.walk), !startsAnew {
            current = walk
        } else {
            current = FeedWalk(first: try await loader.load(), loadedAt: stopwatch.elapsed)
        }
        await current.extend(toPages: pages)
        state.withLock { [current] in $0.walk = current }
    }
}

extension FeedSnapshots.State {
    /// Remembers `feed`'s images as shown (the image route serves them) and returns `feed`.
    mutating func showing(_ feed: LoadedFeed) -> LoadedFeed {
        for image in feed.images where shownImages.updateValue(image, forKey: image.id) == nil {
            shownOrder.append(image.id)
        }
        if shownOrder.count > 2 * FeedSnapshots.shownImagesCapacity {
            let forgotten = shownOrder.prefix(shownOrder.count - FeedSnapshots.shownImagesCapacity)
            for id in forgotten { shownImages[id] = nil }
            shownOrder.removeFirst(forgotten.count)
        }
        return feed
    }
}
