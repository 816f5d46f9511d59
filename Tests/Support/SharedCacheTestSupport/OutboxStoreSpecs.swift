import Foundation
import SharedCache
import Testing

/// The `OutboxStore` contract as checks that run against any implementation, each on a new,
/// empty store. `reopen` gives another instance on the same storage (the same instance for stores that
/// have no storage of their own), so that a check can look at it as the next launch would.
///
///     @Test(arguments: OutboxStoreCheck.allCases)
///     func contract(_ check: OutboxStoreCheck) async throws {
///         try await OutboxStoreSpecs(makeSUT(), reopen: { makeSUT() }).run(check)
///     }
public struct OutboxStoreSpecs<Store: OutboxStore>: Sendable {
    public let sut: Store
    private static var destination: String { "https://api.example" }
    private let reopen: @Sendable () -> Store

    public init(_ sut: Store, reopen: @escaping @Sendable () -> Store) {
        self.sut = sut
        self.reopen = reopen
    }

    /// Runs one check of the contract.
    public func run(_ check: OutboxStoreCheck, sourceLocation: SourceLocation = #_sourceLocation)
        async throws
    {
        switch check {
        case .emptyStoreHasNothing:
            #expect(try await sut.pending().isEmpty, sourceLocation: sourceLocation)
            #expect(try await sut.entries().isEmpty, sourceLocation: sourceLocation)
        case .enqueueKeepsTheOrderMessagesWereMade:
            let messages = (0..<5).map { _ in uniqueOutboxMessage() }
            for message in messages { try await sut.enqueue(message, capacity: 10) }
            #expect(try await sut.pending() == messages, sourceLocation: sourceLocation)
            #expect(
                try await reopen().entries() == messages.map { StoredOutboxMessage(message: $0, status: .pending) },
                sourceLocation: sourceLocation)
        case .enqueueOnAFullOutboxThrowsAndChangesNothing:
            let messages = (0..<3).map { _ in uniqueOutboxMessage() }
            for message in messages { try await sut.enqueue(message, capacity: 3) }
            await #expect(throws: OutboxFullError(capacity: 3), sourceLocation: sourceLocation) {
                try await sut.enqueue(uniqueOutboxMessage(), capacity: 3)
            }
            #expect(try await sut.pending() == messages, sourceLocation: sourceLocation)
        case .capacityCountsOnlyPendingMessages:
            let first = uniqueOutboxMessage()
            let second = uniqueOutboxMessage()
            try await sut.enqueue(first, capacity: 2)
            try await sut.enqueue(second, capacity: 2)
            try await sut.markDelivered(first.id)
            try await sut.markFailed(second.id, reason: "unknown item")
            let third = uniqueOutboxMessage()
            let fourth = uniqueOutboxMessage()
            try await sut.enqueue(third, capacity: 2)
            try await sut.enqueue(fourth, capacity: 2)
            #expect(try await sut.pending() == [third, fourth], sourceLocation: sourceLocation)
        case .enqueueingTheSameMessageTwiceStoresItOnce:
            let message = uniqueOutboxMessage()
            try await sut.enqueue(message, capacity: 10)
            try await sut.enqueue(message, capacity: 10)
            #expect(try await sut.entries().count == 1, sourceLocation: sourceLocation)
        case .markDeliveredLeavesTheOthersPendingInOrder:
            let messages = (0..<4).map { _ in uniqueOutboxMessage() }
            for message in messages { try await sut.enqueue(message, capacity: 10) }
            try await sut.markDelivered(messages[1].id)
            #expect(
                try await sut.pending() == [messages[0], messages[2], messages[3]],
                sourceLocation: sourceLocation)
            #expect(
                try await reopen().entries().map(\.status) == [.pending, .delivered, .pending, .pending],
                sourceLocation: sourceLocation)
        case .markFailedKeepsTheReason:
            let message = uniqueOutboxMessage()
            try await sut.enqueue(message, capacity: 10)
            try await sut.markFailed(message.id, reason: "unknown item")
            #expect(try await sut.pending().isEmpty, sourceLocation: sourceLocation)
            #expect(
                try await reopen().entries()
                    == [StoredOutboxMessage(message: message, status: .failed, failureReason: "unknown item")],
                sourceLocation: sourceLocation)
        case .markingAnUnknownMessageChangesNothing:
            let message = uniqueOutboxMessage()
            try await sut.enqueue(message, capacity: 10)
            try await sut.markDelivered(UUID())
            try await sut.markFailed(UUID(), reason: "x")
            #expect(try await sut.pending() == [message], sourceLocation: sourceLocation)
        case .datesComeBackExactly:
            let message = uniqueOutboxMessage(madeAt: Date(timeIntervalSinceReferenceDate: 737_000_000.123_456))
            try await sut.enqueue(message, capacity: 1)
            #expect(try await reopen().pending() == [message], sourceLocation: sourceLocation)
        case .destinationAndPayloadComeBackWithEachMessage:
            let messages = [
                uniqueOutboxMessage(destination: "http://127.0.0.1:8080"),
                uniqueOutboxMessage(destination: "https://api.example"),
                uniqueOutboxMessage(destination: nil),
                OutboxMessage(id: UUID(), subject: UUID(), madeAt: Date(), destination: nil, payload: Data()),
            ]
            for message in messages { try await sut.enqueue(message, capacity: 10) }
            #expect(try await reopen().pending() == messages, sourceLocation: sourceLocation)
        case .aDeliveredMessageNeverTurnsFailed:
            // Two processes sent it at once: one heard 201, the other (later) an error.
            let message = uniqueOutboxMessage()
            try await sut.enqueue(message, capacity: 10)
            try await sut.markDelivered(message.id)
            try await reopen().markFailed(message.id, reason: "unknown item")
            #expect(
                try await reopen().entries() == [StoredOutboxMessage(message: message, status: .delivered)],
                sourceLocation: sourceLocation)
        case .removeSettledKeepsPendingAndEachSubjectsNewestDelivered:
            let subject = UUID()
            let old = Date(timeIntervalSinceReferenceDate: 700_000_000)
            func made(_ seconds: Double, subject: UUID = subject) -> OutboxMessage {
                uniqueOutboxMessage(subject: subject, madeAt: old.addingTimeInterval(seconds))
            }
            let olderDelivered = made(0)
            let newestDelivered = made(1)
            let oldFailed = made(2, subject: UUID())
            let oldPending = made(3, subject: UUID())
            let recentDelivered = made(1_000_000, subject: UUID())
            for message in [olderDelivered, newestDelivered, oldFailed, oldPending, recentDelivered] {
                try await sut.enqueue(message, capacity: 10)
            }
            for message in [olderDelivered, newestDelivered, recentDelivered] {
                try await sut.markDelivered(message.id)
            }
            try await sut.markFailed(oldFailed.id, reason: "unknown item")

            let removed = try await sut.removeSettled(madeBefore: old.addingTimeInterval(500_000))

            #expect(removed == 2, sourceLocation: sourceLocation)
            #expect(
                try await reopen().entries().map(\.message) == [newestDelivered, oldPending, recentDelivered],
                sourceLocation: sourceLocation)
        case .aDeliveryRunsHoldingTheLeaseAndReturnsItsResult:
            let result = try await sut.withDeliveryLease(to: Self.destination, waitingAtMost: .zero) { 42 }
            #expect(result == 42, sourceLocation: sourceLocation)
        case .aHeldLeaseIsRefusedToAnotherDeliverer:
            let other = reopen()
            let otherResult = try await sut.withDeliveryLease(to: Self.destination, waitingAtMost: .zero) {
                try await other.withDeliveryLease(to: Self.destination, waitingAtMost: .zero) { true }
            }
            #expect(otherResult == .some(nil), sourceLocation: sourceLocation)
        case .aLeaseIsFreeAgainAfterItsDeliveryThrows:
            await #expect(throws: DeliveryFailure.self, sourceLocation: sourceLocation) {
                try await sut.withDeliveryLease(to: Self.destination, waitingAtMost: .zero) { throw DeliveryFailure() }
            }
            let next = try await reopen().withDeliveryLease(to: Self.destination, waitingAtMost: .zero) { true }
            #expect(next == true, sourceLocation: sourceLocation)
        case .aWaitingDelivererGetsTheLeaseOnceItIsReleased:
            let steps = DeliverySteps()
            let other = reopen()
            let waiter = try await sut.withDeliveryLease(to: Self.destination, waitingAtMost: .zero) {
                // Ten minutes of patience: the holder's yields below can take over a minute when every
                // thread of the concurrency pool is busy with the tests beside this one.
                let waiter = Task {
                    try await other.withDeliveryLease(to: Self.destination, waitingAtMost: .seconds(600)) {
                        await steps.append("waiter")
                        return true
                    }
                }
                for _ in 0..<100 { await Task.yield() }
                await steps.append("holder")
                return waiter
            }
            #expect(try await waiter?.value == .some(true), sourceLocation: sourceLocation)
            #expect(await steps.list == ["holder", "waiter"], sourceLocation: sourceLocation)
        case .aFailedMessageNeverTurnsDelivered:
            let message = uniqueOutboxMessage()
            try await sut.enqueue(message, capacity: 10)
            try await sut.markFailed(message.id, reason: "unknown item")
            try await reopen().markDelivered(message.id)
            #expect(
                try await reopen().entries()
                    == [StoredOutboxMessage(message: message, status: .failed, failureReason: "unknown item")],
                sourceLocation: sourceLocation)
        case .entryWithIDFindsAStoredMessageWithItsStatus:
            let messages = (0..<3).map { _ in uniqueOutboxMessage() }
            for message in messages { try await sut.enqueue(message, capacity: 10) }
            try await sut.markFailed(messages[1].id, reason: "unknown item")
            #expect(
                try await reopen().entry(withID: messages[1].id)
                    == StoredOutboxMessage(message: messages[1], status: .failed, failureReason: "unknown item"),
                sourceLocation: sourceLocation)
            #expect(
                try await sut.entry(withID: messages[2].id)
                    == StoredOutboxMessage(message: messages[2], status: .pending),
                sourceLocation: sourceLocation)
            #expect(try await sut.entry(withID: UUID()) == nil, sourceLocation: sourceLocation)
        }
    }
}

/// The order in which deliveries ran, as the lease checks record it.
private actor DeliverySteps {
    private(set) var list: [String] = []

    func append(_ step: String) {
        list.append(step)
    }
}

private struct DeliveryFailure: Error {}
