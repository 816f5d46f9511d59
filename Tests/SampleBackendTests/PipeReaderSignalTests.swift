import CommonTestSupport
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pipe reader the executable tests read the server's output with, while signals interrupt every
/// read (`EINTR`) again and again: Foundation's `readDataToEndOfFile()` and `availableData` trap on
/// the first one on Linux and take the whole test process down. One test at a time: each counts the
/// signals its reading thread handled.
@Suite("A pipe read under signals", .serialized)
struct PipeReaderSignalTests {
    @Test func readsToTheEndWhileSignalsInterruptItsReads() throws {
        let (text, signals) = try Self.readUnderSignals { reader in try reader.readToEnd() }
        #expect(signals > 10, "the read was interrupted")
        #expect(text == "done\n")
    }

    @Test func readsChunksUntilTheEndWhileSignalsInterruptItsReads() throws {
        let (text, signals) = try Self.readUnderSignals { reader in
            var data = Data()
            while true {
                let chunk = try reader.readChunk()
                if chunk.isEmpty { return data }
                data += chunk
            }
        }
        #expect(signals > 10, "the reads were interrupted")
        #expect(text == "done\n")
    }

    /// What `read` returns from a child's standard output (it writes after a second), while
    /// `SIGUSR1` interrupts the reading thread every 2 ms; and how many of those signals it handled.
    private static func readUnderSignals(
        _ read: @escaping @Sendable (PipeReader) throws -> Data
    ) throws -> (text: String, signals: Int) {
        installHandlerThatInterruptsReads()
        let process = Process()
        process.executableURL = URL(filePath: "/bin/sh")
        process.arguments = ["-c", "sleep 1; echo done"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer { process.waitUntilExit() }

        let reader = PipeReader(output.fileHandleForReading)
        let runner = SignalledThread { try read(reader) }
        let handledBefore = signalsHandled.load(ordering: .relaxed)
        let deadline = ContinuousClock.now + .seconds(30)
        while !runner.isDone && ContinuousClock.now < deadline {
            if let thread = runner.thread {
                pthread_kill(thread, SIGUSR1)
            }
            usleep(2_000)
        }
        if !runner.isDone { process.terminate() }
        while !runner.isDone { usleep(2_000) }
        let signals = signalsHandled.load(ordering: .relaxed) - handledBefore
        runner.release()
        return (String(decoding: try runner.result(), as: UTF8.self), signals)
    }

    /// A `SIGUSR1` handler that only counts, without `SA_RESTART`, so that a blocked `read(2)` in the
    /// signalled thread returns `EINTR`.
    private static func installHandlerThatInterruptsReads() {
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

/// The `SIGUSR1` signals handled in this process.
private let signalsHandled = Atomic<Int>(0)

/// Runs `body` on a thread of its own, whose POSIX thread the test can signal: it unblocks `SIGUSR1`,
/// which a thread inherits blocked from the test's worker thread, and it stays alive after `body`
/// until ``release()``, so a signal never targets a thread that has ended.
private final class SignalledThread: Sendable {
    private struct State {
        var thread: pthread_t?
        var outcome: Result<Data, any Error>?
    }
    private let state = Mutex(State())
    private let released = DispatchSemaphore(value: 0)

    init(_ body: @escaping @Sendable () throws -> Data) {
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

    func result() throws -> Data { try state.withLock { $0.outcome! }.get() }
}
