/// What the photos cache holds: the last page of photos loaded, and which page it was, so that another
/// page is never shown in its place.
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
}
