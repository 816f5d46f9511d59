/// One page of photos as the cache keeps it: which page it was and how many photos a page had when it
/// was loaded, so that another page is never shown in its place.
public struct LocalPhotoPage: Hashable, Sendable, Codable {
    /// The page's number, from 1.
    public let page: Int
    /// How many photos a page had when it was loaded.
    public let perPage: Int
    public let photos: [LocalPhoto]

    public init(page: Int, perPage: Int, photos: [LocalPhoto]) {
        self.page = page
        self.perPage = perPage
        self.photos = photos
    }

    /// Whether this is the page `page` of `perPage` photos.
    func isPage(_ page: Int, perPage: Int) -> Bool {
        self.page == page && self.perPage == perPage
    }
}
