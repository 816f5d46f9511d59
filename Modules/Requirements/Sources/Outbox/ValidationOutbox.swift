import Foundation
import SharedCache

/// Validate a Requirement, online or offline: every validation is saved in the outbox first, then sent,
/// in the order validations were made, whenever the server can be reached.
///
/// - An outbox delivers to one server (`server`, the API's base URL as the app names it): each
///   validation records the server it was made for, and only that server ever receives it. Validations
///   for other servers sharing the store stay pending until an outbox for their server delivers them.
///
/// - Online: the validation is sent at once and marked delivered; it stays in the store as the record
///   that the item is done.
/// - Offline (or a server error): it stays pending and is sent by a later delivery, with the same
///   idempotency key, so the server records it once however many times it is sent.
/// - Rejected for good (an unknown item): marked failed, reported, never sent again.
/// - Delivery stops at the first validation that cannot be sent now, so later ones never overtake it.
/// - One deliverer at a time per server among every outbox on the same store, in any process: a
///   delivery holds the store's delivery lease, waiting up to `leasePatience` for it; one that gets
///   no lease sends nothing (``DeliveryReport/deliveringElsewhere``).
/// - A process killed at any moment loses nothing: what was enqueued is in the store, and a validation
///   sent but not yet marked is simply sent again.
/// - Retention (removing settled validations older than `retentionInDays`) runs after each delivery,
///   under its lease, and never fails a validation or a delivery: its error goes to
///   `retentionFailed`, and a later delivery tries again.
public final class ValidationOutbox: Sendable {
    private let store: any OutboxStore
    private let sender: any ValidationSender
    private let capacity: Int
    private let currentDate: @Sendable () -> Date
    private let makeID: @Sendable () -> UUID
    private let retentionFailed: @Sendable (any Error) -> Void
    /// The server this outbox delivers to, as its ``ServerIdentity``.
    public let server: String
    /// How many days delivered and failed validations are kept (each item's newest delivered one is
    /// kept for good, as the record that it is done).
    public let retentionInDays: Int
    /// How long a delivery waits for another deliverer of the same store to finish, unless told
    /// otherwise.
    public let leasePatience: Duration

    /// - Parameters:
    ///   - server: the server `sender` delivers to, as recorded with each validation (the API's base URL,
    ///     or a stable name for a server whose address changes, such as an embedded one).
    ///   - capacity: how many validations may wait in the outbox at once, whatever their server.
    ///   - retentionInDays: how many days settled validations are kept; 30 unless told otherwise.
    ///   - leasePatience: how long a delivery waits for another deliverer of the store; 2 s unless told
    ///     otherwise.
    ///   - currentDate: the clock that dates each validation.
    ///   - makeID: the idempotency key of a new validation.
    ///   - retentionFailed: told of a retention pass that failed (to log it); nothing else comes of it.
    public init(
        store: some OutboxStore,
        sender: some ValidationSender,
        server: String,
        capacity: Int,
        retentionInDays: Int = 30,
        leasePatience: Duration = .seconds(2),
        currentDate: @escaping @Sendable () -> Date,
        makeID: @escaping @Sendable () -> UUID = UUID.init,
        retentionFailed: @escaping @Sendable (any Error) -> Void = { _ in }
    ) {
        self.store = store
        self.sender = sender
        self.server = ServerIdentity.of(server)
        self.capacity = capacity
        self.retentionInDays = retentionInDays
        self.leasePatience = leasePatience
        self.currentDate = currentDate
        self.makeID = makeID
        self.retentionFailed = retentionFailed
    }

    /// Validates the item: delivers what is pending, saves the new validation, and sends it if the
    /// server could be reached.
    ///
    /// - Returns: the new validation's entry: delivered, pending (it will be sent later) or failed.
    /// - Throws: ``OutboxFullError`` when the outbox is full and the server cannot take what is pending;
    ///   nothing is saved then.
    public func validate(itemID: UUID) async throws -> OutboxEntry {
        try await validate(itemID: itemID, key: makeID())
    }

    /// Validates the item once per `key`: the first call with a key is ``validate(itemID:)`` with that
    /// key as the validation's idempotency key; a later call with the same key (a form posted twice, a
    /// double click, a replayed request) makes no new validation and returns the first one's entry.
    ///
    /// Callers that may run this at the same time with one key must run it one at a time.
    /// - Throws: ``ValidationKeyInUseError`` when the key is a validation of another item; what
    ///   ``validate(itemID:)`` throws otherwise.
    public func validate(itemID: UUID, key: UUID) async throws -> OutboxEntry {
        if let existing = try await store.entry(withID: key).map(OutboxEntry.init) {
            guard existing.validation.itemID == itemID else { throw ValidationKeyInUseError(key: key) }
            return existing
        }
        let earlier = try await deliverPending()
        let validation = RequirementValidation(
            id: key, itemID: itemID, validatedAt: currentDate(), server: server)
        do {
            try await store.enqueue(validation.outboxMessage, capacity: capacity)
        } catch let error as OutboxFullError {
            throw try await explained(error)
        }
        if !earlier.serverUnreachable {
            _ = try await deliverPending()
        }
        return try await store.entry(withID: validation.id).map(OutboxEntry.init)
            ?? OutboxEntry(validation: validation, status: .pending)
    }

    /// `error` with the pending validations for other servers counted by server: those this outbox can
    /// never send, which is why it stays full however often it reaches its own server.
    private func explained(_ error: OutboxFullError) async throws -> OutboxFullError {
        let elsewhere = try await store.pending().map(RequirementValidation.init).filter { !$0.isFor(server) }
        let counts = Dictionary(grouping: elsewhere.compactMap(\.server), by: { $0 }).mapValues(\.count)
        return OutboxFullError(capacity: error.capacity, pendingForOtherDestinations: counts)
    }

    /// Sends the pending validations for this outbox's server, oldest first, until one cannot be sent
    /// now, holding the store's delivery lease for this server.
    ///
    /// - Parameter patience: how long to wait for the lease while another deliverer holds it;
    ///   ``leasePatience`` when `nil`. Without the lease nothing is sent, and the report says so.
    public func deliverPending(waitingAtMost patience: Duration? = nil) async throws -> DeliveryReport {
        let report = try await store.withDeliveryLease(to: server, waitingAtMost: patience ?? leasePatience) {
            [self] in try await deliverPendingHoldingLease()
        }
        if let report { return report }
        let pending = try await store.pending().map(RequirementValidation.init).filter { $0.isFor(server) }
        return DeliveryReport(
            delivered: [], failed: [], stillPending: pending.count, serverUnreachable: false,
            deliveringElsewhere: true)
    }

    private func deliverPendingHoldingLease() async throws -> DeliveryReport {
        var delivered: [RequirementValidation] = []
        var failed: [OutboxEntry] = []
        var pending = try await store.pending().map(RequirementValidation.init).filter { $0.isFor(server) }[...]
        while let validation = pending.first {
            let verdict: ValidationVerdict
            do {
                verdict = try await sender.send(validation)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                return DeliveryReport(
                    delivered: delivered, failed: failed, stillPending: pending.count, serverUnreachable: true,
                    delay: (error as? any DelayedDeliveryError)?.delay ?? .unreachable)
            }
            switch verdict {
            case .recorded:
                try await store.markDelivered(validation.id)
                delivered.append(validation)
            case .rejected(let reason):
                try await store.markFailed(validation.id, reason: reason)
                failed.append(OutboxEntry(validation: validation, status: .failed, failureReason: reason))
            }
            pending = pending.dropFirst()
        }
        await removeExpiredRecords()
        return DeliveryReport(delivered: delivered, failed: failed, stillPending: 0, serverUnreachable: false)
    }

    /// Removes the settled validations older than the retention: the outbox does not grow with every
    /// validation ever made. A failure is reported to `retentionFailed` and goes no further: what was
    /// delivered stays delivered, and the next delivery removes what this one could not.
    private func removeExpiredRecords() async {
        let cutoff = Calendar(identifier: .gregorian).date(byAdding: .day, value: -retentionInDays, to: currentDate())
        guard let cutoff else { return }
        do {
            try await store.removeSettled(madeBefore: cutoff)
        } catch is CancellationError {
            return
        } catch {
            retentionFailed(error)
        }
    }

    /// Every validation made, in order, with where it stands.
    public func entries() async throws -> [OutboxEntry] {
        try await store.entries().map(OutboxEntry.init)
    }
}
