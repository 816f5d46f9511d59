import Foundation
import Subprocess
import Synchronization
import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process that runs in the background until it exits or is stopped, started with
/// swift-subprocess rather than Foundation's `Process.run()`: `run()` reads this process's list of
/// descriptors from `/proc/self/fd` into a fixed buffer and past its end when the list is long
/// (swiftlang/swift-corelibs-foundation#5472), which crashed the whole test run while other suites
/// held hundreds of sockets. swift-subprocess closes the child's descriptors from 3 up without a list.
///
/// Signals go to the child through its process descriptor (pidfd) while it runs, so none reaches
/// another process that got its pid after it ended.
public final class BackgroundProcess: Sendable {
    /// The child was not started.
    public struct NotStarted: Error, CustomStringConvertible {
        public let description: String
    }

    /// Its process identifier.
    public let processIdentifier: Int32
    private let exit: ExitRecord
    private let signals: AsyncStream<Int32>.Continuation

    private init(processIdentifier: Int32, exit: ExitRecord, signals: AsyncStream<Int32>.Continuation) {
        self.processIdentifier = processIdentifier
        self.exit = exit
        self.signals = signals
    }

    /// Starts `executable` with `arguments`, in `workingDirectory` (this process's when `nil`), with
    /// `environment` (this process's when `nil`), and returns once it runs.
    ///
    /// Each stream is a file handle whose descriptor the child gets a copy of (`/dev/null` when `nil`);
    /// the caller keeps its own and closes it when it likes (the end of a `Pipe` it gave away, right
    /// after this returns, so that the other end sees the end of file when the child exits).
    public static func start(
        _ executable: URL, arguments: [String], environment: [String: String]? = nil,
        workingDirectory: URL? = nil, standardInput: FileHandle? = nil, standardOutput: FileHandle? = nil,
        standardError: FileHandle? = nil
    ) async throws -> BackgroundProcess {
        let nullDevice = try FileDescriptor.open("/dev/null", .readWrite)
        defer { try? nullDevice.close() }
        let configuration = Configuration(
            executable: .path(FilePath(executable.path)), arguments: Arguments(arguments),
            environment: environment.map { values in
                .custom(
                    Dictionary(
                        uniqueKeysWithValues: values.compactMap { key, value in
                            Subprocess.Environment.Key(rawValue: key).map { ($0, value) }
                        }))
            } ?? .inherit,
            workingDirectory: workingDirectory.map { FilePath($0.path) })
        let input = standardInput.map { FileDescriptor(rawValue: $0.fileDescriptor) } ?? nullDevice
        let output = standardOutput.map { FileDescriptor(rawValue: $0.fileDescriptor) } ?? nullDevice
        let error = standardError.map { FileDescriptor(rawValue: $0.fileDescriptor) } ?? nullDevice

        let exit = ExitRecord()
        let (signals, signalSender) = AsyncStream.makeStream(of: Int32.self)
        let (started, startedSender) = AsyncThrowingStream.makeStream(of: Int32.self)
        Task.detached {
            do {
                let result = try await Subprocess.run(
                    configuration, input: .fileDescriptor(input, closeAfterSpawningProcess: false),
                    output: .fileDescriptor(output, closeAfterSpawningProcess: false),
                    error: .fileDescriptor(error, closeAfterSpawningProcess: false)
                ) { execution in
                    startedSender.yield(execution.processIdentifier.value)
                    await relay(signals, to: execution)
                }
                exit.record(result.terminationStatus)
                startedSender.finish()
            } catch {
                startedSender.finish(throwing: error)
            }
        }
        for try await processIdentifier in started {
            return BackgroundProcess(processIdentifier: processIdentifier, exit: exit, signals: signalSender)
        }
        throw NotStarted(description: "\(executable.path) ended before it was reported started")
    }

    /// Whether it still runs.
    public var isRunning: Bool { exit.status == nil }

    /// Its exit status once it has exited (128 + the signal's number when a signal ended it).
    public var terminationStatus: Int32? { exit.status }

    /// Sends it `signal` (`SIGTERM`, `SIGINT`, …) unless it has exited.
    public func send(_ signal: Int32) {
        signals.yield(signal)
    }

    /// Waits up to `limit` for it to exit. - Returns: whether it did.
    public func waitForExit(within limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: limit)
        while isRunning, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        return !isRunning
    }

    /// Sends `SIGTERM`, waits up to `grace` for the exit, then kills it with `SIGKILL` and waits for
    /// that. - Returns: whether it exited on the `SIGTERM` (a clean shutdown).
    @discardableResult
    public func stop(grace: Duration = .seconds(10)) async -> Bool {
        guard isRunning else { return false }
        send(SIGTERM)
        if await waitForExit(within: grace) { return true }
        await kill()
        return false
    }

    /// Kills it with `SIGKILL`, as `kill -9` does, and waits until it is gone.
    public func kill() async {
        send(SIGKILL)
        while isRunning {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Sends every signal of `signals` to the child until it exits (its process descriptor becomes
    /// readable), then returns, which lets swift-subprocess finish the run.
    private static func relay<Input, Output, Error>(
        _ signals: AsyncStream<Int32>, to execution: Execution<Input, Output, Error>
    ) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await signal in signals {
                    try? execution.send(signal: Signal(rawValue: signal))
                }
            }
            group.addTask {
                await waitUntilExited(execution.processIdentifier)
            }
            await group.next()
            group.cancelAll()
        }
    }

    /// Returns once the process has exited, looking without reaping it (swift-subprocess reaps it).
    private static func waitUntilExited(_ process: ProcessIdentifier) async {
        #if os(Linux)
            var entry = pollfd(fd: process.processDescriptor, events: Int16(POLLIN), revents: 0)
            while !Task.isCancelled {
                let ready = poll(&entry, 1, 0)
                if ready > 0 || (ready < 0 && errno != EINTR) { return }
                try? await Task.sleep(for: .milliseconds(20))
            }
        #endif
    }

    /// The exit status, once the child has exited.
    private final class ExitRecord: Sendable {
        private let storage = Mutex<Int32?>(nil)

        var status: Int32? { storage.withLock { $0 } }

        func record(_ status: TerminationStatus) {
            storage.withLock {
                switch status {
                case .exited(let code): $0 = code
                case .signaled(let signal): $0 = 128 + signal
                }
            }
        }
    }
}
