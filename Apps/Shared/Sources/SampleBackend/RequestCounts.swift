/// How many requests the backend has received on each route since it started, whatever it answered
/// (the admin routes are not counted): what a client's upstream load looks like from the server.
public struct RequestCounts: Sendable, Hashable, Codable {
    /// `GET /v1/feed`: feed pages.
    public var feedPages = 0
    /// `GET /v1/image/<id>/comments`.
    public var comments = 0
    /// `GET /images/<id>.png`: image bytes.
    public var images = 0
    /// `GET /photos`: photo pages.
    public var photoPages = 0
    /// `GET /photo-images/<id>.png`: photo bytes.
    public var photoImages = 0
    /// `GET /requirements`: the checklist.
    public var requirements = 0
    /// `POST /requirements/items/<id>/validations`: validation attempts, retries included.
    public var validations = 0

    public init(
        feedPages: Int = 0, comments: Int = 0, images: Int = 0, photoPages: Int = 0, photoImages: Int = 0,
        requirements: Int = 0, validations: Int = 0
    ) {
        self.feedPages = feedPages
        self.comments = comments
        self.images = images
        self.photoPages = photoPages
        self.photoImages = photoImages
        self.requirements = requirements
        self.validations = validations
    }

    /// Counts a request for `path`.
    mutating func count(path: String) {
        if path == "/v1/feed" {
            feedPages += 1
        } else if path.hasPrefix("/v1/image/"), path.hasSuffix("/comments") {
            comments += 1
        } else if path.hasPrefix("/images/") {
            images += 1
        } else if path == "/photos" {
            photoPages += 1
        } else if path.hasPrefix("/photo-images/") {
            photoImages += 1
        } else if path == "/requirements" {
            requirements += 1
        } else if path.hasPrefix("/requirements/items/"), path.hasSuffix("/validations") {
            validations += 1
        }
    }
}
