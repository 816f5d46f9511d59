import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
        let output = try Self.makePipe()
        defer { close(output.read) }
        let errors = try Self.makePipe()
        defer { close(errors.read) }
        let child: SpawnedChild
        do {
            child = try SpawnedChild.spawn(
                "/usr/bin/env", arguments: arguments, standardOutput: output.write, standardError: errors.write)
        } catch {
            close(output.write)
            close(errors.write)
            throw error
        }
        close(output.write)
        close(errors.write)
        let errorRead = BackgroundRead(of: errors.read)
        let outputData = try DescriptorReader.readToEnd(output.read)
        let errorData = try errorRead.result()
        status = child.waitForExit()
        self.output = outputData
        self.errors = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A pipe whose two ends close on `exec`, so that no other child inherits them (`pipe2` is not in
    /// the headers Swift imports; a child another thread starts in between gets them only where the C
    /// library cannot close its descriptors from 3 up).
    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw DescriptorReader.ReadError(code: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
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
