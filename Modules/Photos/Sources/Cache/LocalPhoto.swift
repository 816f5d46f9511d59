import Foundation

/// The cache's own representation of a photo, so that stores never depend on the domain model. It is
/// `Codable`: the generic stores keep it as JSON.
public struct LocalPhoto: Hashable, Sendable, Codable {
    public let id: String
    public let description: String?
    public let author: String
    public let location: String?
    public let width: Int
    public let height: Int
    public let color: String
    public let likes: Int
    public let rawURL: URL
    public let fullURL: URL
    public let regularURL: URL
    public let smallURL: URL
    public let thumbURL: URL

    public init(
        id: String,
        description: String?,
        author: String,
        location: String?,
        width: Int,
        height: Int,
        color: String,
        likes: Int,
        rawURL: URL,
        fullURL: URL,
        regularURL: URL,
        smallURL: URL,
        thumbURL: URL
    ) {
        self.id = id
        self.description = description
        self.author = author
        self.location = location
        self.width = width
        self.height = height
        self.color = color
        self.likes = likes
        self.rawURL = rawURL
        self.fullURL = fullURL
        self.regularURL = regularURL
        self.smallURL = smallURL
        self.thumbURL = thumbURL
    }
}
