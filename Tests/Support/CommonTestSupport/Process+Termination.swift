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
        guard let executableURL else { throw UnsupportedConfiguration(reason: "no executableURL") }
        let environment: Subprocess.Environment =
            self.environment.map { values in
                .custom(
                    Dictionary(
                        uniqueKeysWithValues: values.compactMap { key, value in
                            Subprocess.Environment.Key(rawValue: key).map { ($0, value) }
                        }))
            } ?? .inherit
        let nullDevice = try FileDescriptor.open("/dev/null", .readWrite)
        defer { try? nullDevice.close() }
        let input = try Self.descriptor(of: standardInput, name: "standardInput") ?? nullDevice
        let output = try Self.descriptor(of: standardOutput, name: "standardOutput") ?? nullDevice
        let error = try Self.descriptor(of: standardError, name: "standardError") ?? nullDevice
        let executable = Executable.path(FilePath(executableURL.path))
        let workingDirectory: FilePath? = currentDirectoryURL.map { FilePath($0.path) }
        let inputIO: FileDescriptorInput = .fileDescriptor(input, closeAfterSpawningProcess: false)
        let outputIO: FileDescriptorOutput = .fileDescriptor(output, closeAfterSpawningProcess: false)
        let errorIO: FileDescriptorOutput = .fileDescriptor(error, closeAfterSpawningProcess: false)
        let result = try await Subprocess.run(
            executable, arguments: Arguments(arguments ?? []), environment: environment,
            workingDirectory: workingDirectory, input: inputIO, output: outputIO, error: errorIO)
        switch result.terminationStatus {
        case .exited(let code): return code
        case .signaled(let signal): return 128 + signal
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
