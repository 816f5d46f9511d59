/// The outbox already holds as many pending messages as it may: a new one is refused, and nothing
/// already in it is touched.
public struct OutboxFullError: Error, Equatable, Sendable {
    /// The capacity that is reached.
    public let capacity: Int
    /// How many of the pending messages wait for each destination other than the refused message's:
    /// they are sent only there, so delivering to the refused message's destination cannot make room
    /// for them. Empty when the store does not say (it throws with the capacity alone) or when every
    /// pending message is for that destination.
    public let pendingForOtherDestinations: [String: Int]

    public init(capacity: Int, pendingForOtherDestinations: [String: Int] = [:]) {
        self.capacity = capacity
        self.pendingForOtherDestinations = pendingForOtherDestinations
    }
}
