import Foundation

/// An HTTP client was asked for a URL that is not `http` or `https` with a host; nothing was sent.
public struct UnsupportedURLError: Error, Equatable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }
}
