import Foundation

/// A feed image of the sample data set, with its PNG bytes and its comments.
public struct SampleImage: Sendable, Hashable {
    /// The image's id.
    public let id: UUID
    /// The image's description, if any.
    public let description: String?
    /// The image's location, if any.
    public let location: String?
    /// The image's comments, newest first.
    public let comments: [SampleComment]
    /// The PNG bytes served at the image's URL.
    public let pngData: Data

    /// Creates an image.
    public init(
        id: UUID, description: String?, location: String?, comments: [SampleComment], pngData: Data
    ) {
        self.id = id
        self.description = description
        self.location = location
        self.comments = comments
        self.pngData = pngData
    }
}
