import FeedFeature
import SharedCache

/// The feed's cache as SharedCache's `ResourceCache`: an empty feed, which is what `FeedLoader` gives
/// for "nothing cached", is `nil`.
struct FeedResourceCache: ResourceCache {
    let feed: any FeedLoader & FeedCache

    func save(_ images: [FeedImage]) async throws {
        try await feed.save(images)
    }

    func load() async throws -> [FeedImage]? {
        let images = try await feed.load()
        return images.isEmpty ? nil : images
    }
}
