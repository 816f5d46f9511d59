import Foundation
import SharedCache
import Testing

@testable import SQLiteInfrastructure

/// The outbox of a long-used checklist: settled validations over 14 items (the shipped checklist's
/// count), 2,000 in the suite, 10,000 with `OUTBOX_SCALE_ROWS=10000`. What a page reads (`entries`,
/// `pending`), what a Validate looks up and writes (`entry(withID:)`, `enqueue`) and what retention
/// deletes stay correct at that size; the run prints each operation's time, the figure
/// docs/RELIABILITY.md reports.
@Suite struct SQLiteOutboxScaleTests {
    private var rows: Int { ProcessInfo.processInfo.environment["OUTBOX_SCALE_ROWS"].flatMap(Int.init) ?? 2_000 }

    @Test func thousandsOfSettledValidationsStayCorrectToReadWriteAndRetain() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "outbox-scale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let sut = SQLiteOutboxStore(storeURL: directory.appending(path: "requirements.sqlite"))
        let subjects = (0..<14).map { _ in UUID() }
        let start = Date(timeIntervalSinceReferenceDate: 0)
        for index in 0..<rows {
            let message = OutboxMessage(
                id: UUID(), subject: subjects[index % subjects.count], madeAt: start + Double(index),
                destination: "http://127.0.0.1:9/")
            try await sut.enqueue(message, capacity: 100)
            if index % 3 == 0 {
                try await sut.markFailed(message.id, reason: "refused")
            } else {
                try await sut.markDelivered(message.id)
            }
        }
        let clock = ContinuousClock()

        let (entries, readTime) = try await timed(clock) { try await sut.entries() }
        let (pending, pendingTime) = try await timed(clock) { try await sut.pending() }
        let middle = entries[rows / 2]
        let (found, lookupTime) = try await timed(clock) { try await sut.entry(withID: middle.message.id) }
        let added = OutboxMessage(id: UUID(), subject: subjects[0], madeAt: start + Double(rows), destination: nil)
        let (_, enqueueTime) = try await timed(clock) { try await sut.enqueue(added, capacity: 100) }
        let (removed, retentionTime) = try await timed(clock) {
            try await sut.removeSettled(madeBefore: start + Double(rows))
        }
        let remaining = try await sut.entries()

        #expect(entries.count == rows)
        #expect(pending.isEmpty)
        #expect(found == middle)
        #expect(removed == rows - subjects.count, "every settled row but each item's newest delivered one")
        #expect(remaining.count == subjects.count + 1)
        #expect(Set(remaining.filter { $0.status == .delivered }.map(\.message.subject)) == Set(subjects))
        print(
            "SQLiteOutboxScaleTests: \(rows) settled rows: entries \(readTime), pending \(pendingTime), "
                + "entry(withID:) \(lookupTime), enqueue \(enqueueTime), retention \(retentionTime) (\(removed) removed)"
        )
    }

    private func timed<T>(_ clock: ContinuousClock, _ body: () async throws -> T) async throws -> (T, Duration) {
        let start = clock.now
        let value = try await body()
        return (value, clock.now - start)
    }
}
