import ArchitectureCheckCore
import CommonTestSupport
import Foundation
import Testing

/// Running a command while signals arrive: every read of the child's pipes is interrupted (`EINTR`)
/// again and again, as a test runner's or a shell's signals do. Foundation's
/// `readDataToEndOfFile()` trapped on the first one and took the whole process down.
@Suite("A command run under signals")
struct CommandRunSignalTests {
    @Test func readsEverythingWhileSignalsInterruptItsReads() throws {
        let (run, signals) = try InterruptingSignals.run {
            try CommandRun(["sh", "-c", "sleep 1; printf 'out'; printf 'err' >&2; sleep 1; printf 'put'"])
        }

        #expect(signals > 10, "the reads were interrupted")
        #expect(run.status == 0)
        #expect(run.outputText == "output")
        #expect(run.errors == "err")
    }

    /// A child that fills standard error (far past a pipe's 64 KiB) before it writes anything to
    /// standard output: both pipes are read at once, so neither side waits for the other.
    @Test func aChildThatFillsStandardErrorFirstDoesNotStall() throws {
        let (run, _) = try InterruptingSignals.run(signalling: false, within: .seconds(120)) {
            try CommandRun(["sh", "-c", "head -c 1048576 /dev/zero | tr '\\0' e >&2; printf out"])
        }

        #expect(run.status == 0)
        #expect(run.outputText == "out")
        #expect(run.errors.utf8.count == 1_048_576)
    }
}
