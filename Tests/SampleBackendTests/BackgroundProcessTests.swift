import CommonTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The launcher the acceptance tests start servers and browsers with, without Foundation's
/// `Process.run()`.
@Suite("A background process")
struct BackgroundProcessTests {
    private static let shell = URL(filePath: "/bin/sh")

    @Test func aMissingExecutableIsAnErrorThatNamesIt() async throws {
        let error = await #expect(throws: (any Error).self) {
            _ = try await BackgroundProcess.start(URL(filePath: "/nonexistent/feed-web"), arguments: [])
        }
        #expect(String(describing: error).contains("/nonexistent/feed-web"))
    }

    @Test func itsExitStatusIsKnownOnceItExits() async throws {
        let process = try await BackgroundProcess.start(Self.shell, arguments: ["-c", "exit 7"])
        #expect(await process.waitForExit(within: .seconds(60)))
        #expect(process.terminationStatus == 7)
        #expect(!process.isRunning)
    }

    @Test func aSignalReachesTheChildWhileItRuns() async throws {
        let process = try await BackgroundProcess.start(
            Self.shell, arguments: ["-c", "trap 'exit 3' INT; while :; do sleep 0.05; done"])
        #expect(process.isRunning)
        process.send(SIGINT)
        #expect(await process.waitForExit(within: .seconds(60)))
        #expect(process.terminationStatus == 3)
    }

    @Test func stopEndsAChildThatIgnoresTerminateWithAKillAfterTheGrace() async throws {
        let process = try await BackgroundProcess.start(
            Self.shell, arguments: ["-c", "trap '' TERM; while :; do sleep 0.05; done"])
        #expect(await process.stop(grace: .milliseconds(300)) == false)
        #expect(process.terminationStatus == 128 + SIGKILL)
    }

    @Test func aChildWritesThroughThePipeItWasGiven() async throws {
        let output = Pipe()
        let process = try await BackgroundProcess.start(
            Self.shell, arguments: ["-c", "echo hello"], standardOutput: output.fileHandleForWriting)
        try output.fileHandleForWriting.close()
        let text = try await Task.detached { try PipeReader(output.fileHandleForReading).readToEnd() }.value
        #expect(String(decoding: text, as: UTF8.self) == "hello\n")
        #expect(await process.waitForExit(within: .seconds(60)))
    }

    /// The condition Foundation's `Process.run()` crashed in once (inside its copy of this process's
    /// descriptor list): thousands of descriptors open while children start at once.
    @Test func childrenStartWhileThisProcessHoldsThousandsOfDescriptors() async throws {
        let held = try (0..<3_000).map { _ in try FileHandle(forReadingFrom: URL(filePath: "/dev/null")) }
        defer { for handle in held { try? handle.close() } }
        let statuses = try await withThrowingTaskGroup(of: Int32?.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    let process = try await BackgroundProcess.start(Self.shell, arguments: ["-c", "exit 0"])
                    return await process.waitForExit(within: .seconds(60)) ? process.terminationStatus : nil
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 0, count: 20))
    }
}
