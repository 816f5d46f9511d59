import Foundation

/// One photo as shown: every text ready to print, and the URL of the chosen size.
public struct PhotoViewModel: Hashable, Sendable {
    public let id: String
    public let description: String?
    /// "by Ana Silva", in the chosen language.
    public let author: String
    public let location: String?
    /// "6000 × 4000".
    public let size: String
    public let color: String
    /// "12 likes", in the chosen language.
    public let likes: String
    /// The URL of the size asked for.
    public let url: URL

    public init(
        id: String, description: String?, author: String, location: String?, size: String, color: String,
        likes: String, url: URL
    ) {
        self.id = id
        self.description = description
        self.author = author
        self.location = location
        self.size = size
        self.color = color
        self.likes = likes
        self.url = url
    }
}
