import FeedFeature
import Foundation
import Metrics

/// Counts lookups of the local image-data cache in `feed_web_cache_lookups_total{cache="image_data"}`,
/// by result: `hit` (the bytes were cached) or `miss`.
struct ImageDataCacheMetrics: FeedImageDataLoader {
    let decoratee: any FeedImageDataLoader

    func loadImageData(from url: URL) async throws -> Data {
        do {
            let data = try await decoratee.loadImageData(from: url)
            CacheLookupCounter.count(cache: "image_data", hit: true)
            return data
        } catch {
            CacheLookupCounter.count(cache: "image_data", hit: false)
            throw error
        }
    }
}

/// `feed_web_cache_lookups_total`, by cache (`snapshot`, `image_data`) and result (`hit`, `miss`).
enum CacheLookupCounter {
    static func count(cache: String, hit: Bool) {
        Counter(
            label: "feed_web_cache_lookups_total", dimensions: [("cache", cache), ("result", hit ? "hit" : "miss")]
        ).increment()
    }
}
