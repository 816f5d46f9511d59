import Foundation

/// A photo's URL in each of its sizes.
public struct PhotoURLs: Hashable, Sendable {
    public let raw: URL
    public let full: URL
    public let regular: URL
    public let small: URL
    public let thumb: URL

    public init(raw: URL, full: URL, regular: URL, small: URL, thumb: URL) {
        self.raw = raw
        self.full = full
        self.regular = regular
        self.small = small
        self.thumb = thumb
    }

    /// The URL of `size`.
    public subscript(size: PhotoSize) -> URL {
        switch size {
        case .raw: raw
        case .full: full
        case .regular: regular
        case .small: small
        case .thumb: thumb
        }
    }
}
