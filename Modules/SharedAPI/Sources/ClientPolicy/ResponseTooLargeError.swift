/// A response's body is larger than the HTTP client accepts.
public struct ResponseTooLargeError: Error, Equatable {
    /// The most bytes a body may have.
    public let limit: Int

    /// An error for a body larger than `limit` bytes.
    public init(limit: Int) {
        self.limit = limit
    }
}
