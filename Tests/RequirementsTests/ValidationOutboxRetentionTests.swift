import Foundation
import Requirements
import SharedCache
import Synchronization
import Testing

/// Retention is housekeeping: a store whose `removeSettled` fails (a statement past the database's
/// limit, a lock) costs a validation nothing; the failure goes to `retentionFailed`.
struct ValidationOutboxRetentionTests {
    @Test func aRetentionThatFailsDoesNotFailTheValidationAndIsReported() async throws {
        let store = RetentionFailingStore()
        let failures = Mutex<[String]>([])
        let now = Date(timeIntervalSince1970: 1_716_206_400)
        let sut = ValidationOutbox(
            store: store, sender: RecordingSender(), server: "http://127.0.0.1:8080", capacity: 10,
            currentDate: { now }, retentionFailed: { error in failures.withLock { $0.append("\(error)") } })

        let first = try await sut.validate(itemID: UUID())
        let second = try await sut.validate(itemID: UUID())

        #expect(first.status == .delivered)
        #expect(second.status == .delivered)
        #expect(try await sut.entries().count == 2)
        #expect(failures.withLock { $0 }.contains { $0.contains("retention refused") })
    }
}

/// An in-memory outbox whose retention always fails.
private struct RetentionFailingStore: OutboxStore {
    struct RetentionError: Error, CustomStringConvertible {
        var description: String { "retention refused" }
    }

    let stored = InMemoryOutboxStore()

    func enqueue(_ message: OutboxMessage, capacity: Int) async throws {
        try await stored.enqueue(message, capacity: capacity)
    }
    func pending() async throws -> [OutboxMessage] { await stored.pending() }
    func markDelivered(_ id: UUID) async throws { await stored.markDelivered(id) }
    func markFailed(_ id: UUID, reason: String) async throws { await stored.markFailed(id, reason: reason) }
    func entries() async throws -> [StoredOutboxMessage] { await stored.entries() }
    func removeSettled(madeBefore date: Date) async throws -> Int { throw RetentionError() }
    func withDeliveryLease<Result: Sendable>(
        to destination: String, waitingAtMost patience: Duration, _ delivery: @Sendable () async throws -> Result
    ) async throws -> Result? {
        try await stored.withDeliveryLease(to: destination, waitingAtMost: patience, delivery)
    }
}

/// A `ValidationSender` the server of which records every validation.
private struct RecordingSender: ValidationSender {
    func send(_ validation: RequirementValidation) async throws -> ValidationVerdict { .recorded }
}
