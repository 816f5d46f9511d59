import CommonTestSupport
import Foundation
import Testing

/// The pipe reader the executable tests read the server's output with, while signals interrupt every
/// read (`EINTR`) again and again: Foundation's `readDataToEndOfFile()` and `availableData` trap on
/// the first one on Linux and take the whole test process down.
@Suite("A pipe read under signals")
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
        let process = Process()
        process.executableURL = URL(filePath: "/bin/sh")
        process.arguments = ["-c", "sleep 1; echo done"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer { process.waitUntilExit() }

        let reader = PipeReader(output.fileHandleForReading)
        let (data, signals) = try InterruptingSignals.run(within: .seconds(30), whenStalled: { process.terminate() }) {
            try read(reader)
        }
        return (String(decoding: data, as: UTF8.self), signals)
    }
}
