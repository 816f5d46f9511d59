/// A request as a `StubHTTPServer` received it.
public struct RecordedRequest: Hashable, Sendable {
    /// The method, e.g. `GET`.
    public let method: String
    /// The request target: the path and, when there is one, `?` and the query, e.g. `/v1/feed?limit=10`.
    public let target: String

    public init(method: String, target: String) {
        self.method = method
        self.target = target
    }
}
