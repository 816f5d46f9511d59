import CommonTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The pipe reader the executable tests read the server's output with, while signals interrupt every
/// read (`EINTR`) again and again: Foundation's `readDataToEndOfFile()` and `availableData` trap on
/// the first one on Linux and take the whole test process down.
@Suite("A pipe read under signals")
struct PipeReaderSignalTests {
    @Test func readsToTheEndWhileSignalsInterruptItsReads() async throws {
        let (text, signals) = try await Self.readUnderSignals { reader in try reader.readToEnd() }
        #expect(signals >= 20, "the read was interrupted")
        #expect(text == "done\n")
    }

    @Test func readsChunksUntilTheEndWhileSignalsInterruptItsReads() async throws {
        let (text, signals) = try await Self.readUnderSignals { reader in
            var data = Data()
            while true {
                let chunk = try reader.readChunk()
                if chunk.isEmpty { return data }
                data += chunk
            }
        }
        #expect(signals >= 20, "the reads were interrupted")
        #expect(text == "done\n")
    }

    /// What `read` returns from a child's standard output (it writes once the test has seen 20 of the
    /// reading thread's signals handled), while `SIGUSR1` interrupts that thread every 2 ms; and how
    /// many of those signals it handled.
    private static func readUnderSignals(
        _ read: @escaping @Sendable (PipeReader) throws -> Data
    ) async throws -> (text: String, signals: Int) {
        let flag = FileManager.default.temporaryDirectory.appending(path: "pipe-reader-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: flag) }
        let output = Pipe()
        let process = try await BackgroundProcess.start(
            URL(filePath: "/bin/sh"),
            arguments: ["-c", "while [ ! -e '\(flag.path)' ]; do sleep 0.05; done; echo done"],
            standardOutput: output.fileHandleForWriting)
        try output.fileHandleForWriting.close()
        defer { process.send(SIGKILL) }

        let reader = PipeReader(output.fileHandleForReading)
        let (data, signals) = try await InterruptingSignals.run(
            interruptions: 20,
            release: { _ = FileManager.default.createFile(atPath: flag.path, contents: nil) },
            whenStalled: { process.send(SIGTERM) }
        ) {
            try read(reader)
        }
        return (String(decoding: data, as: UTF8.self), signals)
    }
}
