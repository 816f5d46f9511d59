import Foundation

/// A photo of the list: who took it, where, how it looks, and where to get it in each size.
public struct Photo: Hashable, Sendable {
    /// The photo's id, e.g. `LBI7cgq3pbM` (a string, not a UUID).
    public let id: String
    /// What the photographer wrote about it, if anything.
    public let description: String?
    /// The photographer's name.
    public let author: String
    /// The photographer's location, if they gave one.
    public let location: String?
    /// Width and height in pixels, of the original.
    public let width: Int
    public let height: Int
    /// The photo's dominant colour, as the API gives it (e.g. `#c0c0c0`).
    public let color: String
    /// How many people liked it.
    public let likes: Int
    /// Where to get it, in each size.
    public let urls: PhotoURLs

    public init(
        id: String,
        description: String?,
        author: String,
        location: String?,
        width: Int,
        height: Int,
        color: String,
        likes: Int,
        urls: PhotoURLs
    ) {
        self.id = id
        self.description = description
        self.author = author
        self.location = location
        self.width = width
        self.height = height
        self.color = color
        self.likes = likes
        self.urls = urls
    }
}
