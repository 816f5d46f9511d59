import Photos

/// What the host needs of the cached pages, read in one go: the photos it may serve, and the last page
/// known there to hold photos.
struct CachedPhotoPagesIndex: Sendable {
    /// The URLs of every photo of the cached pages, by id.
    let urlsByID: [String: PhotoURLs]
    /// The highest page of `perPage` photos the cache holds with photos; `nil` when none.
    let lastPageWithPhotos: Int?

    static let empty = CachedPhotoPagesIndex(urlsByID: [:], lastPageWithPhotos: nil)

    init(urlsByID: [String: PhotoURLs], lastPageWithPhotos: Int?) {
        self.urlsByID = urlsByID
        self.lastPageWithPhotos = lastPageWithPhotos
    }

    /// The index of `pages`, whose pages of `perPage` photos count towards the last page with photos.
    init(_ pages: LocalPhotoPages, perPage: Int) {
        urlsByID = pages.photosByID.mapValues(\.urls)
        lastPageWithPhotos =
            pages.pages.map(\.page)
            .filter { $0.perPage == perPage && !$0.photos.isEmpty }
            .map(\.page)
            .max()
    }
}
