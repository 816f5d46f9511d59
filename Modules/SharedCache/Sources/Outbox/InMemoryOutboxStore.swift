import Foundation

/// An outbox kept in memory for as long as the instance lives: for tests and previews. It never fails.
public actor InMemoryOutboxStore: OutboxStore {
    private var stored: [StoredOutboxMessage] = []
    private let leases = InProcessLeases()

    /// An empty outbox.
    public init() {}

    public func enqueue(_ message: OutboxMessage, capacity: Int) throws {
        guard !stored.contains(where: { $0.message.id == message.id }) else { return }
        guard stored.count(where: { $0.status == .pending }) < capacity else {
            throw OutboxFullError(capacity: capacity)
        }
        stored.append(StoredOutboxMessage(message: message, status: .pending))
    }

    public func pending() -> [OutboxMessage] {
        stored.filter { $0.status == .pending }.map(\.message)
    }

    public func markDelivered(_ id: UUID) {
        settle(id, as: .delivered, reason: nil)
    }

    public func markFailed(_ id: UUID, reason: String) {
        settle(id, as: .failed, reason: reason)
    }

    public func entries() -> [StoredOutboxMessage] {
        stored
    }

    @discardableResult
    public func removeSettled(madeBefore date: Date) -> Int {
        let newestDelivered = Set(
            Dictionary(
                stored.filter { $0.status == .delivered }.map { ($0.message.subject, $0.message.id) },
                uniquingKeysWith: { _, newer in newer }
            ).values)
        let before = stored.count
        stored.removeAll { entry in
            entry.status != .pending && entry.message.madeAt < date && !newestDelivered.contains(entry.message.id)
        }
        return before - stored.count
    }

    public func withDeliveryLease<Result: Sendable>(
        to destination: String, waitingAtMost patience: Duration, _ delivery: @Sendable () async throws -> Result
    ) async throws -> Result? {
        try await leases.lease(on: destination).run(waitingAtMost: patience, delivery)
    }

    private func settle(_ id: UUID, as status: OutboxStatus, reason: String?) {
        guard let index = stored.firstIndex(where: { $0.message.id == id }), stored[index].status == .pending
        else { return }
        stored[index] = StoredOutboxMessage(message: stored[index].message, status: status, failureReason: reason)
    }
}
