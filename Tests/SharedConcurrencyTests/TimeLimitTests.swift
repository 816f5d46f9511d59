import SharedConcurrency
import Synchronization
import Testing

struct TimeLimitTests {
    private struct TimedOut: Error, Equatable {}

    @Test func deliversTheOperationsValueWithinTheLimit() async throws {
        let value = try await withTimeLimit(.seconds(30), throwing: TimedOut()) { 42 }

        #expect(value == 42)
    }

    @Test func deliversTheOperationsErrorWithinTheLimit() async throws {
        struct OperationFailed: Error, Equatable {}

        await #expect(throws: OperationFailed()) {
            try await withTimeLimit(.seconds(30), throwing: TimedOut()) { () async throws -> Int in
                throw OperationFailed()
            }
        }
    }

    @Test func throwsTheTimeoutErrorAtTheLimitEvenWhenTheOperationIgnoresCancellation() async throws {
        let gate = Gate()

        await #expect(throws: TimedOut()) {
            try await withTimeLimit(.milliseconds(50), throwing: TimedOut()) { () async -> Int in
                await gate.wait()
                return 1
            }
        }
        gate.open()
    }

    @Test func cancellingTheCallerEndsTheWaitWithCancellationError() async throws {
        let gate = Gate()
        let caller = Task {
            try await withTimeLimit(.seconds(3600), throwing: TimedOut()) { () async -> Int in
                await gate.wait()
                return 1
            }
        }

        caller.cancel()

        await #expect(throws: CancellationError.self) { try await caller.value }
        gate.open()
    }
}

/// An operation that ignores cancellation: it waits until the test opens the gate.
private final class Gate: Sendable {
    private let state = Mutex<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                if state.isOpen { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }
}
