import Foundation
import Synchronization

/// One finished run of a command found on the `PATH`: its status and what it printed.
package struct CommandRun: Sendable {
    /// The exit status.
    package let status: Int32
    /// Standard output's bytes.
    package let output: Data
    /// Standard error, as UTF-8, without surrounding whitespace.
    package let errors: String

    /// Standard output as UTF-8.
    package var outputText: String { String(decoding: output, as: UTF8.self) }

    /// Runs `arguments` (the command first) to completion. Both pipes are read at once, standard error
    /// on a thread of its own, so a command that fills one while the other is read cannot stall; a
    /// read that a signal interrupts goes on (``DescriptorReader``).
    /// - Throws: when the command cannot be started, or a pipe cannot be read.
    package init(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorRead = BackgroundRead(of: errors.fileHandleForReading.fileDescriptor)
        let outputData = try DescriptorReader.readToEnd(output.fileHandleForReading.fileDescriptor)
        let errorData = try errorRead.result()
        process.waitUntilExit()
        self.output = outputData
        status = process.terminationStatus
        self.errors = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// A descriptor read to its end on a thread of its own.
private final class BackgroundRead: Sendable {
    private let outcome = Mutex<Result<Data, any Error>?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(of descriptor: Int32) {
        Thread { [self] in
            let read = Result { try DescriptorReader.readToEnd(descriptor) }
            outcome.withLock { $0 = read }
            done.signal()
        }.start()
    }

    /// What the read gave, once it ended.
    func result() throws -> Data {
        done.wait()
        return try outcome.withLock { $0! }.get()
    }
}
