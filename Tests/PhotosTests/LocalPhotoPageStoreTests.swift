import Foundation
import Photos
import SharedCache
import SharedCacheTestSupport
import Testing

/// The photos' cache representation through the shared store contract, in memory (the persistent
/// stores run the same specs in InfrastructureTests and the acceptance tests).
struct LocalPhotoPageStoreTests {
    @Test(arguments: ResourceStoreCheck.allCases)
    func resourceStoreContract(_ check: ResourceStoreCheck) async {
        await ResourceStoreSpecs(InMemoryResourceStore<LocalPhotoPages>(), makeResource: uniqueLocalPhotoPages).run(
            check)
    }
}

/// A cache of one page holding two photos, one without description and location.
@Sendable func uniqueLocalPhotoPages() -> LocalPhotoPages {
    func local(_ photo: Photo) -> LocalPhoto {
        LocalPhoto(
            id: photo.id, description: photo.description, author: photo.author, location: photo.location,
            width: photo.width, height: photo.height, color: photo.color, likes: photo.likes,
            rawURL: photo.urls.raw, fullURL: photo.urls.full, regularURL: photo.urls.regular,
            smallURL: photo.urls.small, thumbURL: photo.urls.thumb)
    }
    let page = LocalPhotoPage(
        page: 1, perPage: 10, photos: [local(uniquePhoto()), local(uniquePhoto(description: nil, location: nil))])
    return LocalPhotoPages(pages: [SavedPhotoPage(page: page, savedAt: Date(timeIntervalSinceReferenceDate: 1_000))])
}
