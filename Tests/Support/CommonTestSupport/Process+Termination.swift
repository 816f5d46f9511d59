import Foundation
import Subprocess
import SystemPackage

extension Process {
    /// Starts the process as configured (executable, arguments, environment, working folder, and
    /// `FileHandle`s or `nil`, which is `/dev/null`, for its standard streams) and waits, without blocking a thread, until it
    /// ends.
    ///
    /// It is started with swift-subprocess, not `run()`: Foundation's `run()` reads the list of this
    /// process's descriptors from `/proc/self/fd` first, and past the end of its buffer when the list
    /// is long (swiftlang/swift-corelibs-foundation#5472), which crashed the whole test run while other
    /// suites held a thousand sockets. swift-subprocess closes the child's descriptors from 3 up with
    /// `posix_spawn_file_actions_addclosefrom_np`, reading no list.
    /// - Returns: its exit status (128 + the signal's number when a signal ended it).
    /// - Throws: when it cannot be started, or a stream is not a `FileHandle` (a `Pipe` needs `run()`).
    public func runToTermination() async throws -> Int32 {
        let launch = try Launch(of: self)
        defer { launch.close() }
        let result = try await Subprocess.run(
            launch.executable, arguments: launch.arguments, environment: launch.environment,
            workingDirectory: launch.workingDirectory, input: launch.input, output: launch.output, error: launch.error)
        return Self.status(result.terminationStatus)
    }

    /// Starts the process as ``runToTermination()`` does, but with its standard output read (and
    /// dropped) by this process, and kills it with `SIGKILL` after `delay` unless its standard output
    /// ended first (it exited): a user's `kill -9` at an arbitrary moment. The signal goes through a
    /// process descriptor, so it never reaches another process that got the pid after this one ended.
    ///
    /// - Returns: the exit status when it exited on its own, or `nil` when it was killed.
    public func runKilled(after delay: Duration) async throws -> Int32? {
        let launch = try Launch(of: self)
        defer { launch.close() }
        let result = try await Subprocess.run(
            launch.executable, arguments: launch.arguments, environment: launch.environment,
            workingDirectory: launch.workingDirectory, input: launch.input, output: .sequence, error: launch.error
        ) { execution in
            let standardOutput = execution.standardOutput
            return await withTaskGroup(of: Bool.self) { group in
                group.addTask {
                    do { for try await _ in standardOutput {} } catch {}
                    return false
                }
                group.addTask {
                    try? await Task.sleep(for: delay)
                    return !Task.isCancelled
                }
                let timeIsUp = await group.next() ?? false
                if timeIsUp { try? execution.send(signal: .kill) }
                group.cancelAll()
                return timeIsUp
            }
        }
        if case .signaled(SIGKILL) = result.terminationStatus, result.closureResult { return nil }
        return Self.status(result.terminationStatus)
    }

    private static func status(_ status: TerminationStatus) -> Int32 {
        switch status {
        case .exited(let code): code
        case .signaled(let signal): 128 + signal
        }
    }

    /// What swift-subprocess needs to start a configured `Process`; its `/dev/null` is closed by ``close()``.
    private struct Launch {
        let executable: Executable
        let arguments: Arguments
        let environment: Subprocess.Environment
        let workingDirectory: FilePath?
        let input: FileDescriptorInput
        let output: FileDescriptorOutput
        let error: FileDescriptorOutput
        private let nullDevice: FileDescriptor

        init(of process: Process) throws {
            guard let executableURL = process.executableURL else {
                throw UnsupportedConfiguration(reason: "no executableURL")
            }
            environment =
                process.environment.map { values in
                    .custom(
                        Dictionary(
                            uniqueKeysWithValues: values.compactMap { key, value in
                                Subprocess.Environment.Key(rawValue: key).map { ($0, value) }
                            }))
                } ?? .inherit
            let nullDevice = try FileDescriptor.open("/dev/null", .readWrite)
            self.nullDevice = nullDevice
            do {
                let input = try Process.descriptor(of: process.standardInput, name: "standardInput") ?? nullDevice
                let output = try Process.descriptor(of: process.standardOutput, name: "standardOutput") ?? nullDevice
                let error = try Process.descriptor(of: process.standardError, name: "standardError") ?? nullDevice
                self.input = .fileDescriptor(input, closeAfterSpawningProcess: false)
                self.output = .fileDescriptor(output, closeAfterSpawningProcess: false)
                self.error = .fileDescriptor(error, closeAfterSpawningProcess: false)
            } catch {
                try? nullDevice.close()
                throw error
            }
            executable = .path(FilePath(executableURL.path))
            arguments = Arguments(process.arguments ?? [])
            workingDirectory = process.currentDirectoryURL.map { FilePath($0.path) }
        }

        func close() {
            try? nullDevice.close()
        }
    }

    /// A stream this launcher cannot pass on.
    public struct UnsupportedConfiguration: Error, CustomStringConvertible {
        public let reason: String
        public var description: String { "runToTermination: \(reason)" }
    }

    /// The descriptor of a `FileHandle` stream; `nil` for none or `FileHandle.nullDevice` (which has
    /// no descriptor of its own): `/dev/null`.
    private static func descriptor(of stream: Any?, name: String) throws -> FileDescriptor? {
        switch stream {
        case nil: return nil
        case let handle as FileHandle:
            return handle === FileHandle.nullDevice || handle.fileDescriptor < 0
                ? nil : FileDescriptor(rawValue: handle.fileDescriptor)
        default: throw UnsupportedConfiguration(reason: "\(name) must be a FileHandle or nil")
        }
    }
}
