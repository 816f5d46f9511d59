/// A database operation did not finish within its time limit; it was cancelled.
public struct DatabaseTimeoutError: Error, Equatable {
    /// The limit the operation exceeded.
    public let limit: Duration

    public init(limit: Duration) {
        self.limit = limit
    }
}
