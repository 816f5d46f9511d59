import Foundation

/// Keeps validations until the server has them, and afterwards as the record of what is done. Every
/// implementation must pass the outbox spec suite (`RequirementsTestSupport.ValidationOutboxStoreSpecs`).
///
/// Contract:
/// - Entries keep the order in which they were enqueued; `pending` and `entries` list them in it.
/// - `enqueue` is atomic: the validation is stored as pending, or — when `capacity` validations are
///   pending already, or on any failure — nothing changes. Enqueuing a validation whose id is stored
///   already changes nothing.
/// - `markDelivered` and `markFailed` change the status of a stored entry that is still pending; for an
///   unknown id, or an entry delivered or failed already (by another process that sent it at the same
///   time), they do nothing: a delivered validation never turns failed, nor the other way round.
/// - `removeSettled(madeBefore:)` removes the delivered and failed entries made before a date, but
///   keeps, for each item, its newest delivered entry (the record that the item is done) and every
///   pending one, whatever its age.
/// - What a call stores is there for every later call, from any instance on the same storage, even
///   after the process is killed.
public protocol ValidationOutboxStore: Sendable {
    /// Appends `validation` as pending.
    /// - Throws: ``OutboxFullError`` when `capacity` validations are pending already.
    func enqueue(_ validation: RequirementValidation, capacity: Int) async throws
    /// The pending validations, oldest first.
    func pending() async throws -> [RequirementValidation]
    /// Records that the server has the validation with `id`.
    func markDelivered(_ id: UUID) async throws
    /// Records that the server rejected the validation with `id` for good, and why.
    func markFailed(_ id: UUID, reason: String) async throws
    /// Every entry, in the order the validations were made.
    func entries() async throws -> [OutboxEntry]
    /// Removes the settled entries (delivered or failed) made before `date`, but each item's newest
    /// delivered one. - Returns: how many it removed.
    @discardableResult
    func removeSettled(madeBefore date: Date) async throws -> Int
}
