import Foundation
import Requirements
import RequirementsTestSupport
import SharedCache
import Synchronization
import Testing

/// Validate a Requirement: every course of the outbox, with a sender that answers as told.
struct ValidationOutboxTests {
    private let now = Date(timeIntervalSince1970: 1_716_206_400)
    private let item = UUID()

    @Test func onlineTheValidationIsDeliveredAndKept() async throws {
        let (sut, store, sender) = makeSUT()

        let entry = try await sut.validate(itemID: item)

        #expect(entry.status == .delivered)
        #expect(entry.validation.itemID == item && entry.validation.validatedAt == now)
        #expect(sender.sent.map(\.id) == [entry.validation.id])
        #expect(await store.entries().map(OutboxEntry.init) == [entry])
    }

    @Test func offlineTheValidationStaysPendingAndIsSentLaterWithTheSameKey() async throws {
        let (sut, store, sender) = makeSUT()
        sender.answer = .unreachable

        let queued = try await sut.validate(itemID: item)
        sender.answer = .recorded
        let report = try await sut.deliverPending()

        #expect(queued.status == .pending)
        #expect(report.delivered == [queued.validation])
        #expect(sender.sent.map(\.id) == [queued.validation.id, queued.validation.id])
        #expect(await store.pending().isEmpty)
    }

    @Test func aKeyGivenTwiceMakesOneValidation() async throws {
        let (sut, store, sender) = makeSUT()
        sender.answer = .unreachable
        let key = UUID()

        let first = try await sut.validate(itemID: item, key: key)
        sender.answer = .recorded
        let second = try await sut.validate(itemID: item, key: key)

        #expect(first.validation.id == key && second.validation.id == key)
        #expect(await store.entries().map(\.message.id) == [key])
        #expect(sender.sent.map(\.id) == [key], "a repeat sends nothing")
    }

    @Test func aKeyOfAnotherItemIsRefusedAndSavesNothing() async throws {
        let (sut, store, _) = makeSUT()
        let key = UUID()
        _ = try await sut.validate(itemID: item, key: key)

        await #expect(throws: ValidationKeyInUseError(key: key)) {
            try await sut.validate(itemID: UUID(), key: key)
        }
        #expect(await store.entries().count == 1)
    }

    @Test func pendingValidationsAreDeliveredInTheOrderTheyWereMadeBeforeANewOne() async throws {
        let (sut, _, sender) = makeSUT()
        sender.answer = .unreachable
        let first = try await sut.validate(itemID: UUID())
        let second = try await sut.validate(itemID: UUID())
        sender.answer = .recorded

        let third = try await sut.validate(itemID: UUID())

        #expect(third.status == .delivered)
        let delivered = sender.sent.suffix(3).map(\.id)
        #expect(delivered == [first.validation.id, second.validation.id, third.validation.id])
    }

    @Test func deliveryStopsAtTheFirstValidationTheServerCannotTakeSoLaterOnesNeverOvertakeIt() async throws {
        let (sut, store, sender) = makeSUT()
        sender.answer = .unreachable
        _ = try await sut.validate(itemID: UUID())
        _ = try await sut.validate(itemID: UUID())
        sender.sentReset()

        let report = try await sut.deliverPending()

        #expect(sender.sent.count == 1)
        #expect(report.serverUnreachable && report.stillPending == 2 && report.delivered.isEmpty)
        #expect(await store.pending().count == 2)
    }

    @Test func aRejectedValidationIsMarkedFailedAndNotSentAgain() async throws {
        let (sut, store, sender) = makeSUT()
        sender.answer = .rejected("unknown item")

        let entry = try await sut.validate(itemID: item)
        sender.answer = .recorded
        let report = try await sut.deliverPending()

        #expect(entry.status == .failed && entry.failureReason == "unknown item")
        #expect(report.delivered.isEmpty && report.failed.isEmpty && report.stillPending == 0)
        #expect(sender.sent.count == 1)
        #expect(await store.entries().map(\.status) == [.failed])
    }

    @Test func aFullOutboxRefusesANewValidationOfflineAndKeepsWhatItHas() async throws {
        let (sut, store, sender) = makeSUT(capacity: 2)
        sender.answer = .unreachable
        _ = try await sut.validate(itemID: UUID())
        _ = try await sut.validate(itemID: UUID())
        let before = await store.entries()

        await #expect(throws: OutboxFullError(capacity: 2)) { try await sut.validate(itemID: item) }

        #expect(await store.entries() == before)
    }

    /// Validations for other servers fill the shared outbox, and reaching this server cannot send
    /// them: the refusal says how many wait for which server.
    @Test func aFullOutboxSaysHowManyWaitForOtherServers() async throws {
        let store = InMemoryOutboxStore()
        let sender = SenderStub()
        sender.answer = .unreachable
        let elsewhere = makeSUT(store: store, sender: sender, capacity: 3, server: "http://other.example:8080/")
        _ = try await elsewhere.validate(itemID: UUID())
        _ = try await elsewhere.validate(itemID: UUID())
        let sut = makeSUT(store: store, sender: sender, capacity: 3, server: "http://127.0.0.1:8080")
        _ = try await sut.validate(itemID: UUID())

        await #expect(
            throws: OutboxFullError(capacity: 3, pendingForOtherDestinations: ["http://other.example:8080": 2])
        ) {
            try await sut.validate(itemID: item)
        }
    }

    @Test func aFullOutboxTakesANewValidationOnceTheServerTakesWhatIsPending() async throws {
        let (sut, store, sender) = makeSUT(capacity: 1)
        sender.answer = .unreachable
        _ = try await sut.validate(itemID: UUID())
        sender.answer = .recorded

        let entry = try await sut.validate(itemID: item)

        #expect(entry.status == .delivered)
        #expect(await store.entries().map(\.status) == [.delivered, .delivered])
    }

    @Test func offlineANewValidationIsNotSentTwiceInOneCall() async throws {
        let (sut, _, sender) = makeSUT()
        sender.answer = .unreachable
        _ = try await sut.validate(itemID: UUID())
        sender.sentReset()

        _ = try await sut.validate(itemID: item)

        #expect(sender.sent.count == 1, "only the oldest pending one is tried; the server is known to be unreachable")
    }

    @Test func aValidationRecordsTheServerItWasMadeFor() async throws {
        let (sut, store, sender) = makeSUT(server: "https://a.example")
        sender.answer = .unreachable

        _ = try await sut.validate(itemID: item)

        #expect(await store.pending().map(\.destination) == ["https://a.example"])
    }

    /// One store, two servers: an outbox sends only its own server's validations, and leaves the
    /// other server's pending, in order, for an outbox of that server.
    @Test func anOutboxDeliversOnlyTheValidationsMadeForItsServer() async throws {
        let store = InMemoryOutboxStore()
        let forA = uniqueValidation(server: "https://a.example")
        let forB = uniqueValidation(server: "https://b.example")
        let fromBeforeServersWereRecorded = uniqueValidation(server: nil)
        for validation in [forA, forB, fromBeforeServersWereRecorded] {
            try await store.enqueue(validation.outboxMessage, capacity: 10)
        }
        let sender = SenderStub()
        sender.answer = .recorded

        let report = try await makeSUT(store: store, sender: sender, server: "https://b.example").deliverPending()

        #expect(sender.sent == [forB, fromBeforeServersWereRecorded])
        #expect(report.delivered == [forB, fromBeforeServersWereRecorded])
        #expect(await store.pending() == [forA.outboxMessage])
    }

    // MARK: - Helpers

    /// Two outboxes on one store, as two instances on one database: while one is sending, the other's
    /// delivery gets no lease and sends nothing, so each validation is sent once, in order.
    @Test func whileOneOutboxDeliversAnotherOnTheSameStoreSendsNothing() async throws {
        let store = InMemoryOutboxStore()
        let offline = SenderStub()
        offline.answer = .unreachable
        let first = makeSUT(store: store, sender: offline, server: "http://127.0.0.1:8080")
        let made = [try await first.validate(itemID: item), try await first.validate(itemID: UUID())]
        let held = HeldSender()
        let deliverer = ValidationOutbox(
            store: store, sender: held, server: "http://127.0.0.1:8080", capacity: 10, currentDate: { [now] in now })
        let other = SenderStub()
        let otherOutbox = makeSUT(store: store, sender: other, server: "http://127.0.0.1:8080")

        let delivery = Task { try await deliverer.deliverPending() }
        await held.waitUntilSending()
        let meanwhile = try await otherOutbox.deliverPending(waitingAtMost: .zero)
        await held.release()
        let report = try await delivery.value

        #expect(meanwhile.deliveringElsewhere && meanwhile.stillPending == 2 && meanwhile.delivered.isEmpty)
        #expect(other.sent.isEmpty)
        #expect(report.delivered.map(\.id) == made.map(\.validation.id))
        #expect(await held.sent.map(\.id) == made.map(\.validation.id))
        #expect(try await otherOutbox.deliverPending(waitingAtMost: .zero).deliveringElsewhere == false)
        #expect(other.sent.isEmpty)
    }

    private func makeSUT(capacity: Int = 10, server: String = "http://127.0.0.1:8080") -> (
        ValidationOutbox, InMemoryOutboxStore, SenderStub
    ) {
        let store = InMemoryOutboxStore()
        let sender = SenderStub()
        return (makeSUT(store: store, sender: sender, capacity: capacity, server: server), store, sender)
    }

    private func makeSUT(
        store: InMemoryOutboxStore, sender: SenderStub, capacity: Int = 10, server: String
    ) -> ValidationOutbox {
        let now = self.now
        return ValidationOutbox(
            store: store, sender: sender, server: server, capacity: capacity, currentDate: { now })
    }
}

/// A `ValidationSender` that records what it is asked to send and answers as told.
private final class SenderStub: ValidationSender {
    enum Answer {
        case recorded
        case rejected(String)
        case unreachable
    }

    private struct State {
        var answer = Answer.recorded
        var sent: [RequirementValidation] = []
    }

    private let state = Mutex(State())

    var answer: Answer {
        get { state.withLock { $0.answer } }
        set { state.withLock { $0.answer = newValue } }
    }

    var sent: [RequirementValidation] { state.withLock { $0.sent } }

    func sentReset() { state.withLock { $0.sent = [] } }

    func send(_ validation: RequirementValidation) async throws -> ValidationVerdict {
        let answer = state.withLock { state in
            state.sent.append(validation)
            return state.answer
        }
        switch answer {
        case .recorded: return .recorded
        case .rejected(let reason): return .rejected(reason: reason)
        case .unreachable: throw URLError(.cannotConnectToHost)
        }
    }
}

/// A `ValidationSender` whose first send waits until the test releases it; every send is recorded.
private actor HeldSender: ValidationSender {
    private(set) var sent: [RequirementValidation] = []
    private var released = false
    private var releaseWaiter: CheckedContinuation<Void, Never>?
    private var sendingWaiter: CheckedContinuation<Void, Never>?

    func send(_ validation: RequirementValidation) async throws -> ValidationVerdict {
        sent.append(validation)
        if !released {
            sendingWaiter?.resume()
            sendingWaiter = nil
            await withCheckedContinuation { releaseWaiter = $0 }
        }
        return .recorded
    }

    /// Returns once a send is waiting for ``release()``.
    func waitUntilSending() async {
        guard releaseWaiter == nil else { return }
        await withCheckedContinuation { sendingWaiter = $0 }
    }

    func release() {
        released = true
        releaseWaiter?.resume()
        releaseWaiter = nil
    }
}
