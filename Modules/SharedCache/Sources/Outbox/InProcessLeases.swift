/// Leases held in this process only, by key: the ``DeliveryLease`` of a store whose storage no other
/// process can open (one kept in memory).
public actor InProcessLeases {
    private var held: Set<String> = []

    /// No lease held.
    public init() {}

    /// The lease on `key`, taken and released in this set.
    public nonisolated func lease(on key: String) -> DeliveryLease {
        DeliveryLease(tryTake: { await self.take(key) }, release: { await self.release(key) })
    }

    private func take(_ key: String) -> Bool {
        held.insert(key).inserted
    }

    private func release(_ key: String) {
        held.remove(key)
    }
}
