import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a blocking call on a thread of its own while `SIGUSR1` interrupts that thread every 2 ms, as a
/// test runner's or a shell's signals do: the handler is installed without `SA_RESTART`, so each
/// blocked `read(2)` or `poll(2)` of the thread returns `EINTR`. Foundation's `readDataToEndOfFile()`
/// and `availableData` trap on the first one on Linux.
///
/// Nothing depends on how fast the machine is: the call is let finish (`release`) only once its thread
/// has handled the signals asked for. One run at a time in the whole test process, so that the count
/// of handled signals is the run's own; a run waits for the one before without blocking a thread.
public enum InterruptingSignals {
    /// The call did not return within its limit.
    public struct Stalled: Error, CustomStringConvertible {
        public let limit: Duration
        public var description: String { "the call did not return within \(limit)" }
    }

    /// `body`'s result, and how many signals its thread handled, or ``Stalled`` once `limit` has passed
    /// (after `whenStalled`, which may end what `body` waits for). Once the thread has handled
    /// `interruptions` signals, `release` is called (it lets `body`'s blocking call finish) and the
    /// signals go on until `body` returns. With `interruptions` 0, no signal is sent and `release` is
    /// called at once: the limit alone guards a call that could block forever.
    public static func run<Output: Sendable>(
        interruptions: Int,
        within limit: Duration = .seconds(300),
        release: @escaping @Sendable () -> Void = {},
        whenStalled: @escaping @Sendable () -> Void = {},
        _ body: @escaping @Sendable () throws -> Output
    ) async throws -> (output: Output, signalsHandled: Int) {
        try await queue.enqueue {
            installHandler()
            let handledBefore = signalsHandled.load(ordering: .relaxed)
            let handled = { signalsHandled.load(ordering: .relaxed) - handledBefore }
            let runner = SignalledThread(body)
            var released = false
            let deadline = ContinuousClock.now + limit
            while !runner.isDone && ContinuousClock.now < deadline {
                if !released && handled() >= interruptions {
                    released = true
                    release()
                }
                if interruptions > 0, let thread = runner.thread { pthread_kill(thread, SIGUSR1) }
                try await Task.sleep(for: .milliseconds(2))
            }
            guard runner.isDone else {
                whenStalled()
                runner.release()
                throw Stalled(limit: limit)
            }
            let count = handled()
            runner.release()
            return (try runner.result(), count)
        }
    }

    private static let queue = RunQueue()

    private static func installHandler() {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { _ in signalsHandled.add(1, ordering: .relaxed) }
        #else
            action.__sigaction_u.__sa_handler = { _ in signalsHandled.add(1, ordering: .relaxed) }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGUSR1, &action, nil)
    }
}

/// Runs operations one after the other, in the order they come, each waiting for the one before.
private actor RunQueue {
    private var last: Task<Void, Never>?

    func enqueue<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        let previous = last
        let task = Task {
            await previous?.value
            return try await operation()
        }
        last = Task { _ = try? await task.value }
        return try await task.value
    }
}

/// The `SIGUSR1` signals handled in this process.
private let signalsHandled = Atomic<Int>(0)

/// Runs `body` on a thread of its own, whose POSIX thread can be signalled: it unblocks `SIGUSR1`,
/// which a thread inherits blocked from the test's worker thread, and it stays alive after `body`
/// until ``release()``, so a signal never targets a thread that has ended.
private final class SignalledThread<Output: Sendable>: Sendable {
    private struct State {
        var thread: pthread_t?
        var outcome: Result<Output, any Error>?
    }
    private let state = Mutex(State())
    private let released = DispatchSemaphore(value: 0)

    init(_ body: @escaping @Sendable () throws -> Output) {
        Thread { [self] in
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGUSR1)
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
            state.withLock { $0.thread = pthread_self() }
            let outcome = Result { try body() }
            state.withLock { $0.outcome = outcome }
            released.wait()
        }.start()
    }

    var thread: pthread_t? { state.withLock { $0.thread } }
    var isDone: Bool { state.withLock { $0.outcome != nil } }

    func release() { released.signal() }

    func result() throws -> Output { try state.withLock { $0.outcome! }.get() }
}
