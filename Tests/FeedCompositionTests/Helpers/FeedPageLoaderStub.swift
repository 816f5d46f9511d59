import FeedFeature
import Synchronization

/// A `FeedPageLoader` double: answers each page request (keyed by the last image shown) with a stubbed
/// result and records the requests.
final class FeedPageLoaderStub: FeedPageLoader {
    private let pages: @Sendable (FeedImage?) async throws -> [FeedImage]
    private let requests = Mutex<[FeedImage?]>([])

    init(pages: @escaping @Sendable (FeedImage?) async throws -> [FeedImage]) {
        self.pages = pages
    }

    /// The `lastImage` of every page requested so far, in order (`nil` for the first page).
    var requestedPagesAfter: [FeedImage?] { requests.withLock { $0 } }

    func loadPage(after lastImage: FeedImage?) async throws -> [FeedImage] {
        requests.withLock { $0.append(lastImage) }
        return try await pages(lastImage)
    }
}
