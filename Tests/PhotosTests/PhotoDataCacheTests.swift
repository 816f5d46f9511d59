import Foundation
import Photos
import Testing

/// The photo bytes `/photos` keeps in memory: within their byte bound, the least recently used going
/// first, and never a photo larger than the bound.
struct PhotoDataCacheTests {
    private let first = URL(string: "https://photos.example/1")!
    private let second = URL(string: "https://photos.example/2")!
    private let third = URL(string: "https://photos.example/3")!

    @Test func keepsPhotosWithinTheBoundDroppingTheLeastRecentlyUsed() async {
        let cache = PhotoDataCache(capacity: 10)
        await cache.insert(bytes(4), for: first)
        await cache.insert(bytes(4), for: second)
        #expect(await cache.data(for: first) == bytes(4), "now the most recently used")

        await cache.insert(bytes(4), for: third)

        #expect(await cache.data(for: second) == nil)
        #expect(await cache.data(for: first) == bytes(4))
        #expect(await cache.data(for: third) == bytes(4))
        #expect(await cache.size == 8)
    }

    @Test func neverKeepsAPhotoLargerThanTheBound() async {
        let cache = PhotoDataCache(capacity: 10)
        await cache.insert(bytes(6), for: first)

        await cache.insert(bytes(11), for: second)

        #expect(await cache.data(for: second) == nil)
        #expect(await cache.data(for: first) == bytes(6), "nothing dropped for a photo that is not kept")
        #expect(await cache.size == 6)
    }

    @Test func aPhotoKeptAgainReplacesItsBytes() async {
        let cache = PhotoDataCache(capacity: 10)
        await cache.insert(bytes(6), for: first)

        await cache.insert(bytes(3), for: first)

        #expect(await cache.data(for: first) == bytes(3))
        #expect(await cache.size == 3)
    }

    private func bytes(_ count: Int) -> Data {
        Data(repeating: 7, count: count)
    }
}
