import ArchitectureCheckCore
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What a command run by the check gets from the process that runs it (a test runner, a plugin host,
/// the command line), started with `posix_spawn` rather than Foundation's `Process.run()`.
@Suite("A command's child process")
struct CommandRunChildTests {
    /// A descriptor this process opened without close-on-exec does not reach the child: it holds only
    /// its three standard streams.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "lists descriptors in /proc"))
    func getsOnlyItsStandardStreams() throws {
        let inherited = open("/dev/null", O_RDONLY)
        try #require(inherited >= 0)
        defer { close(inherited) }

        // `ls` runs as the shell's child (`; true` keeps the shell from replacing itself with it).
        let run = try CommandRun(["sh", "-c", "ls /proc/$$/fd; true"])

        #expect(run.status == 0)
        #expect(run.outputText.split(separator: "\n") == ["0", "1", "2"])
    }

    @Test func itsInputIsEmpty() throws {
        let run = try CommandRun(["sh", "-c", "wc -c"])
        #expect(run.outputText.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    @Test(arguments: [(script: "exit 3", status: Int32(3)), (script: "kill -9 $$", status: 128 + SIGKILL)])
    func reportsHowItEnded(script: String, status: Int32) throws {
        #expect(try CommandRun(["sh", "-c", script]).status == status)
    }

    @Test func aMissingCommandIsAFailedRunNotACrash() throws {
        let run = try CommandRun(["arch-check-no-such-command"])
        #expect(run.status == 127)
        #expect(run.errors.contains("arch-check-no-such-command"))
    }
}
