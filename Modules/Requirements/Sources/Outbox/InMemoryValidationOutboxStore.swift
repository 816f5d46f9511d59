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

    private func update(_ id: UUID, _ change: (OutboxEntry) -> OutboxEntry) {
        guard let index = stored.firstIndex(where: { $0.validation.id == id }), stored[index].status == .pending
        else { return }
        stored[index] = change(stored[index])
    }
}
