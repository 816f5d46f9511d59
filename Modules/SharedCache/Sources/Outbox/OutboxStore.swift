import Foundation

/// Keeps messages until their server has them, and afterwards as the record of what was delivered.
/// Every implementation must pass the outbox spec suite (`SharedCacheTestSupport.OutboxStoreSpecs`).
///
/// Contract:
/// - Messages keep the order in which they were enqueued; `pending` and `entries` list them in it.
/// - `enqueue` is atomic: the message is stored as pending, or (when `capacity` messages are pending
///   already, or on any failure) nothing changes. Enqueuing a message whose id is stored already
///   changes nothing.
/// - `markDelivered` and `markFailed` change the status of a stored message that is still pending; for
///   an unknown id, or a message delivered or failed already (by another process that sent it at the
///   same time), they do nothing: a delivered message never turns failed, nor the other way round.
/// - `removeSettled(madeBefore:)` removes the delivered and failed messages made before a date, but
///   keeps, for each subject, its newest delivered message and every pending one, whatever its age. A
///   store may bound one call (the oldest first, up to a number it documents), leaving the rest to
///   later calls.
/// - What a call stores is there for every later call, from any instance on the same storage, even
///   after the process is killed.
/// - ``withDeliveryLease(to:waitingAtMost:_:)`` runs one delivery at a time per destination among
///   every instance on the same storage, in any process (a store may hold one lease for all its
///   destinations); the lease ends when the delivery ends, throws, or its process dies.
public protocol OutboxStore: Sendable {
    /// Appends `message` as pending.
    /// - Throws: ``OutboxFullError`` when `capacity` messages are pending already.
    func enqueue(_ message: OutboxMessage, capacity: Int) async throws
    /// The pending messages, oldest first.
    func pending() async throws -> [OutboxMessage]
    /// Records that the server has the message with `id`.
    func markDelivered(_ id: UUID) async throws
    /// Records that the server rejected the message with `id` for good, and why.
    func markFailed(_ id: UUID, reason: String) async throws
    /// Every message, in the order they were made.
    func entries() async throws -> [StoredOutboxMessage]
    /// The message with `id`, with its status; `nil` when none is stored (or it was removed).
    func entry(withID id: UUID) async throws -> StoredOutboxMessage?
    /// Removes the settled messages (delivered or failed) made before `date`, but each subject's newest
    /// delivered one. - Returns: how many it removed.
    @discardableResult
    func removeSettled(madeBefore date: Date) async throws -> Int
    /// Runs `delivery` as the only deliverer to `destination` (the lease), after waiting up to
    /// `patience` for the deliverer that holds it, if one does.
    /// - Returns: what `delivery` returned; `nil`, without running it, when another deliverer held the
    ///   lease for all of `patience`.
    func withDeliveryLease<Result: Sendable>(
        to destination: String, waitingAtMost patience: Duration, _ delivery: @Sendable () async throws -> Result
    ) async throws -> Result?
}

extension OutboxStore {
    /// The message with `id`, found among ``entries()``: a store that can look it up by id does.
    public func entry(withID id: UUID) async throws -> StoredOutboxMessage? {
        try await entries().last { $0.message.id == id }
    }
}
