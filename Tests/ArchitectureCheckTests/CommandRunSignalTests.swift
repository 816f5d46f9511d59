import ArchitectureCheckCore
import CommonTestSupport
import Foundation
import Testing

/// Running a command while signals arrive: every read of the child's pipes is interrupted (`EINTR`)
/// again and again, as a test runner's or a shell's signals do. Foundation's
/// `readDataToEndOfFile()` trapped on the first one and took the whole process down.
@Suite("A command run under signals")
struct CommandRunSignalTests {
    /// The child writes once the test has seen 20 of its reads' signals handled: however slow the
    /// machine, the reads are interrupted.
    @Test func readsEverythingWhileSignalsInterruptItsReads() async throws {
        let flag = FileManager.default.temporaryDirectory.appending(path: "command-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: flag) }
        let script = "while [ ! -e '\(flag.path)' ]; do sleep 0.05; done; printf 'out'; printf 'err' >&2; printf 'put'"

        let (run, signals) = try await InterruptingSignals.run(
            interruptions: 20, release: { _ = FileManager.default.createFile(atPath: flag.path, contents: nil) }
        ) {
            try CommandRun(["sh", "-c", script])
        }

        #expect(signals >= 20, "the reads were interrupted")
        #expect(run.status == 0)
        #expect(run.outputText == "output")
        #expect(run.errors == "err")
    }

    /// A child that fills standard error (far past a pipe's 64 KiB) before it writes anything to
    /// standard output: both pipes are read at once, so neither side waits for the other.
    @Test func aChildThatFillsStandardErrorFirstDoesNotStall() async throws {
        let (run, _) = try await InterruptingSignals.run(interruptions: 0) {
            try CommandRun(["sh", "-c", "head -c 1048576 /dev/zero | tr '\\0' e >&2; printf out"])
        }

        #expect(run.status == 0)
        #expect(run.outputText == "out")
        #expect(run.errors.utf8.count == 1_048_576)
    }
}
