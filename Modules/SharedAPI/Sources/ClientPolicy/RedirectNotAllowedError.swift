import Foundation

/// The server redirected to another scheme, host or port (or to a `Location` that is not a URL), which
/// an HTTP client never follows (see ``WebURL/haveTheSameOrigin(_:_:)``).
public struct RedirectNotAllowedError: Error, Equatable {
    /// Where the server redirected, when it named a URL.
    public let location: URL?

    public init(location: URL?) {
        self.location = location
    }
}
