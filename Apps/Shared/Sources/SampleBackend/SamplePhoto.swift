import Foundation

/// A photo of the sample data set: its JSON exactly as the Unsplash API would send it, and the PNG
/// bytes served at every one of its image URLs.
public struct SamplePhoto: Sendable, Hashable {
    /// The placeholder origin that every URL of ``json`` starts with; the server puts its own address
    /// in its place when it serves a page.
    public static let placeholderOrigin = "https://sample-origin.invalid"

    /// The photo's id, e.g. `lKHPETBeFgF`.
    public let id: String
    /// The photo's JSON object, every field included, with URLs under ``placeholderOrigin``.
    public let json: Data
    /// The PNG bytes served for every size of the photo.
    public let pngData: Data

    /// Creates a photo.
    public init(id: String, json: Data, pngData: Data) {
        self.id = id
        self.json = json
        self.pngData = pngData
    }
}
