import Foundation
import Requirements
import Testing

/// The `ValidationOutboxStore` contract as checks that run against any implementation, each on a new,
/// empty store. `reopen` gives another instance on the same storage (the same instance for stores that
/// have no storage of their own), so that a check can look at it as the next launch would.
///
///     @Test(arguments: ValidationOutboxStoreCheck.allCases)
///     func contract(_ check: ValidationOutboxStoreCheck) async throws {
///         try await ValidationOutboxStoreSpecs(makeSUT(), reopen: { makeSUT() }).run(check)
///     }
public struct ValidationOutboxStoreSpecs<Store: ValidationOutboxStore>: Sendable {
    public let sut: Store
    private let reopen: @Sendable () -> Store

    public init(_ sut: Store, reopen: @escaping @Sendable () -> Store) {
        self.sut = sut
        self.reopen = reopen
    }

    /// Runs one check of the contract.
    public func run(_ check: ValidationOutboxStoreCheck, sourceLocation: SourceLocation = #_sourceLocation)
        async throws
    {
        switch check {
        case .emptyStoreHasNothing:
            #expect(try await sut.pending().isEmpty, sourceLocation: sourceLocation)
            #expect(try await sut.entries().isEmpty, sourceLocation: sourceLocation)
        case .enqueueKeepsTheOrderValidationsWereMade:
            let validations = (0..<5).map { _ in uniqueValidation() }
            for validation in validations { try await sut.enqueue(validation, capacity: 10) }
            #expect(try await sut.pending() == validations, sourceLocation: sourceLocation)
            #expect(
                try await reopen().entries() == validations.map { OutboxEntry(validation: $0, status: .pending) },
                sourceLocation: sourceLocation)
        case .enqueueOnAFullOutboxThrowsAndChangesNothing:
            let validations = (0..<3).map { _ in uniqueValidation() }
            for validation in validations { try await sut.enqueue(validation, capacity: 3) }
            await #expect(throws: OutboxFullError(capacity: 3), sourceLocation: sourceLocation) {
                try await sut.enqueue(uniqueValidation(), capacity: 3)
            }
            #expect(try await sut.pending() == validations, sourceLocation: sourceLocation)
        case .capacityCountsOnlyPendingValidations:
            let first = uniqueValidation()
            let second = uniqueValidation()
            try await sut.enqueue(first, capacity: 2)
            try await sut.enqueue(second, capacity: 2)
            try await sut.markDelivered(first.id)
            try await sut.markFailed(second.id, reason: "unknown item")
            let third = uniqueValidation()
            let fourth = uniqueValidation()
            try await sut.enqueue(third, capacity: 2)
            try await sut.enqueue(fourth, capacity: 2)
            #expect(try await sut.pending() == [third, fourth], sourceLocation: sourceLocation)
        case .enqueueingTheSameValidationTwiceStoresItOnce:
            let validation = uniqueValidation()
            try await sut.enqueue(validation, capacity: 10)
            try await sut.enqueue(validation, capacity: 10)
            #expect(try await sut.entries().count == 1, sourceLocation: sourceLocation)
        case .markDeliveredLeavesTheOthersPendingInOrder:
            let validations = (0..<4).map { _ in uniqueValidation() }
            for validation in validations { try await sut.enqueue(validation, capacity: 10) }
            try await sut.markDelivered(validations[1].id)
            #expect(
                try await sut.pending() == [validations[0], validations[2], validations[3]],
                sourceLocation: sourceLocation)
            #expect(
                try await reopen().entries().map(\.status) == [.pending, .delivered, .pending, .pending],
                sourceLocation: sourceLocation)
        case .markFailedKeepsTheReason:
            let validation = uniqueValidation()
            try await sut.enqueue(validation, capacity: 10)
            try await sut.markFailed(validation.id, reason: "unknown item")
            #expect(try await sut.pending().isEmpty, sourceLocation: sourceLocation)
            #expect(
                try await reopen().entries()
                    == [OutboxEntry(validation: validation, status: .failed, failureReason: "unknown item")],
                sourceLocation: sourceLocation)
        case .markingAnUnknownValidationChangesNothing:
            let validation = uniqueValidation()
            try await sut.enqueue(validation, capacity: 10)
            try await sut.markDelivered(UUID())
            try await sut.markFailed(UUID(), reason: "x")
            #expect(try await sut.pending() == [validation], sourceLocation: sourceLocation)
        case .datesComeBackExactly:
            let validation = RequirementValidation(
                id: UUID(), itemID: UUID(), validatedAt: Date(timeIntervalSinceReferenceDate: 737_000_000.123_456))
            try await sut.enqueue(validation, capacity: 1)
            #expect(try await reopen().pending() == [validation], sourceLocation: sourceLocation)
        case .theServerComesBackWithEachValidation:
            let validations = [
                uniqueValidation(server: "http://127.0.0.1:8080"), uniqueValidation(server: "https://api.example"),
                uniqueValidation(server: nil),
            ]
            for validation in validations { try await sut.enqueue(validation, capacity: 10) }
            #expect(
                try await reopen().pending().map(\.server) == validations.map(\.server), sourceLocation: sourceLocation)
        case .aDeliveredValidationNeverTurnsFailed:
            // Two processes sent it at once: one heard 201, the other (later) an error.
            let validation = uniqueValidation()
            try await sut.enqueue(validation, capacity: 10)
            try await sut.markDelivered(validation.id)
            try await reopen().markFailed(validation.id, reason: "unknown item")
            #expect(
                try await reopen().entries() == [OutboxEntry(validation: validation, status: .delivered)],
                sourceLocation: sourceLocation)
        case .removeSettledKeepsPendingAndEachItemsNewestDelivered:
            let item = UUID()
            let old = Date(timeIntervalSinceReferenceDate: 700_000_000)
            func made(_ seconds: Double, item: UUID = item) -> RequirementValidation {
                RequirementValidation(
                    id: UUID(), itemID: item, validatedAt: old.addingTimeInterval(seconds),
                    server: "http://127.0.0.1:8080")
            }
            let olderDelivered = made(0)
            let newestDelivered = made(1)
            let oldFailed = made(2, item: UUID())
            let oldPending = made(3, item: UUID())
            let recentDelivered = made(1_000_000, item: UUID())
            for validation in [olderDelivered, newestDelivered, oldFailed, oldPending, recentDelivered] {
                try await sut.enqueue(validation, capacity: 10)
            }
            for validation in [olderDelivered, newestDelivered, recentDelivered] {
                try await sut.markDelivered(validation.id)
            }
            try await sut.markFailed(oldFailed.id, reason: "unknown item")

            let removed = try await sut.removeSettled(madeBefore: old.addingTimeInterval(500_000))

            #expect(removed == 2, sourceLocation: sourceLocation)
            #expect(
                try await reopen().entries().map(\.validation) == [newestDelivered, oldPending, recentDelivered],
                sourceLocation: sourceLocation)
        case .aFailedValidationNeverTurnsDelivered:
            let validation = uniqueValidation()
            try await sut.enqueue(validation, capacity: 10)
            try await sut.markFailed(validation.id, reason: "unknown item")
            try await reopen().markDelivered(validation.id)
            #expect(
                try await reopen().entries()
                    == [OutboxEntry(validation: validation, status: .failed, failureReason: "unknown item")],
                sourceLocation: sourceLocation)
        }
    }
}
