import ArchitectureCheckCore
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Running a command while signals arrive: every read of the child's pipes is interrupted (`EINTR`)
/// again and again, as a test runner's or a shell's signals do. Foundation's
/// `readDataToEndOfFile()` trapped on the first one and took the whole process down.
@Suite("A command run under signals")
struct CommandRunSignalTests {
    @Test func readsEverythingWhileSignalsInterruptItsReads() throws {
        Self.installHandlerThatInterruptsReads()
        let runner = SignalledThread {
            try CommandRun(["sh", "-c", "sleep 1; printf 'out'; printf 'err' >&2; sleep 1; printf 'put'"])
        }
        var signals = 0
        while !runner.isDone {
            if let thread = runner.thread {
                pthread_kill(thread, SIGUSR1)
                signals += 1
            }
            usleep(2_000)
        }
        runner.release()
        let run = try runner.result()

        #expect(signals > 10, "the reads were interrupted")
        #expect(run.status == 0)
        #expect(run.outputText == "output")
        #expect(run.errors == "err")
    }

    /// A child that fills standard error (far past a pipe's 64 KiB) before it writes anything to
    /// standard output: both pipes are read at once, so neither side waits for the other.
    @Test func aChildThatFillsStandardErrorFirstDoesNotStall() throws {
        let runner = SignalledThread {
            try CommandRun(["sh", "-c", "head -c 1048576 /dev/zero | tr '\\0' e >&2; printf out"])
        }
        let deadline = ContinuousClock.now + .seconds(120)
        while !runner.isDone && ContinuousClock.now < deadline { usleep(10_000) }
        let finished = runner.isDone
        runner.release()

        try #require(finished, "the run stalled: the child blocked on a full standard error")
        let run = try runner.result()
        #expect(run.status == 0)
        #expect(run.outputText == "out")
        #expect(run.errors.utf8.count == 1_048_576)
    }

    /// A `SIGUSR1` handler that does nothing, without `SA_RESTART`, so that a blocked `read(2)` in the
    /// signalled thread returns `EINTR`.
    private static func installHandlerThatInterruptsReads() {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { _ in }
        #else
            action.__sigaction_u.__sa_handler = { _ in }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGUSR1, &action, nil)
    }
}

/// Runs `body` on a thread of its own, whose POSIX thread the test can signal: the thread stays alive
/// after `body` until ``release()``, so a signal never targets a thread that has ended.
private final class SignalledThread: Sendable {
    private struct State {
        var thread: pthread_t?
        var outcome: Result<CommandRun, any Error>?
    }
    private let state = Mutex(State())
    private let released = DispatchSemaphore(value: 0)

    init(_ body: @escaping @Sendable () throws -> CommandRun) {
        Thread { [self] in
            state.withLock { $0.thread = pthread_self() }
            let outcome = Result { try body() }
            state.withLock { $0.outcome = outcome }
            released.wait()
        }.start()
    }

    var thread: pthread_t? { state.withLock { $0.thread } }
    var isDone: Bool { state.withLock { $0.outcome != nil } }

    func release() { released.signal() }

    func result() throws -> CommandRun { try state.withLock { $0.outcome! }.get() }
}
