import Foundation

/// An outbox kept in memory for as long as the instance lives: for tests and previews. It never fails.
public actor InMemoryValidationOutboxStore: ValidationOutboxStore {
    private var stored: [OutboxEntry] = []

    /// An empty outbox.
    public init() {}

    public func enqueue(_ validation: RequirementValidation, capacity: Int) throws {
        guard !stored.contains(where: { $0.validation.id == validation.id }) else { return }
        guard stored.count(where: { $0.status == .pending }) < capacity else {
            throw OutboxFullError(capacity: capacity)
        }
        stored.append(OutboxEntry(validation: validation, status: .pending))
    }

    public func pending() -> [RequirementValidation] {
        stored.filter { $0.status == .pending }.map(\.validation)
    }

    public func markDelivered(_ id: UUID) {
        update(id) { OutboxEntry(validation: $0.validation, status: .delivered) }
    }

    public func markFailed(_ id: UUID, reason: String) {
        update(id) { OutboxEntry(validation: $0.validation, status: .failed, failureReason: reason) }
    }

    public func entries() -> [OutboxEntry] {
        stored
    }

    @discardableResult
    public func removeSettled(madeBefore date: Date) -> Int {
        let newestDelivered = Set(
            Dictionary(
                stored.filter { $0.status == .delivered }.map { ($0.validation.itemID, $0.validation.id) },
                uniquingKeysWith: { _, newer in newer }
            ).values)
        let before = stored.count
        stored.removeAll { entry in
            entry.status != .pending && entry.validation.validatedAt < date
                && !newestDelivered.contains(entry.validation.id)
        }
        return before - stored.count
    }

    private func update(_ id: UUID, _ change: (OutboxEntry) -> OutboxEntry) {
        guard let index = stored.firstIndex(where: { $0.validation.id == id }), stored[index].status == .pending
        else { return }
        stored[index] = change(stored[index])
    }
}
