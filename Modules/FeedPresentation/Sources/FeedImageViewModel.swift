/// What a feed image cell shows besides the image itself.
public struct FeedImageViewModel: Hashable, Sendable {
    public let description: String?
    public let location: String?

    public init(description: String?, location: String?) {
        self.description = description
        self.location = location
    }

    /// Whether the cell shows a location (with its pin).
    public var hasLocation: Bool { location != nil }
}
