/// The outbox already holds as many pending messages as it may: a new one is refused, and nothing
/// already in it is touched.
public struct OutboxFullError: Error, Equatable, Sendable {
    /// The capacity that is reached.
    public let capacity: Int

    public init(capacity: Int) {
        self.capacity = capacity
    }
}
