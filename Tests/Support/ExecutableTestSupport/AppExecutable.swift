import CommonTestSupport
import Foundation

/// Runs one of the built app executables (`feed`, `photos`, …) as a child process, as a user would.
public struct AppExecutable: Sendable {
    /// What one run printed and how it ended.
    public struct Output: Sendable {
        public let status: Int32
        public let stdout: Data
        public let stderr: String
        public let elapsed: Duration

        public var text: String { String(decoding: stdout, as: UTF8.self) }
        public var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }

    public struct NotFound: Error, CustomStringConvertible {
        public let name: String
        public let searched: [String]
        public var description: String {
            "No built `\(name)` executable in \(searched); build it (swift build --product \(name)) or set "
                + AppExecutable.environmentVariable(for: name)
        }
    }

    public let url: URL
    /// The folder the child runs in, also its `HOME` (so nothing touches the real user's cache).
    public let workingDirectory: URL

    /// The executable `name` next to this test bundle in the build products folder, or the one that
    /// `$<NAME>_EXECUTABLE` names (`FEED_EXECUTABLE`, `PHOTOS_EXECUTABLE`).
    public static func locate(named name: String, workingDirectory: URL) throws -> AppExecutable {
        if let path = ProcessInfo.processInfo.environment[environmentVariable(for: name)] {
            return AppExecutable(url: URL(filePath: path), workingDirectory: workingDirectory)
        }
        var candidates: [URL] = []
        let testBinary = URL(filePath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appending(path: name))
            folder = folder.deletingLastPathComponent()
        }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
            return AppExecutable(url: found, workingDirectory: workingDirectory)
        }
        throw NotFound(name: name, searched: candidates.map(\.path))
    }

    /// A child running the executable with `arguments` in the working folder, with a clean environment
    /// (`HOME` the working folder, `PATH`, no locale variables) plus `environment`; not started.
    func makeProcess(_ arguments: [String], environment: [String: String]) -> Process {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = workingDirectory
        process.environment = childEnvironment(environment)
        return process
    }

    /// The clean environment of a child (`HOME` the working folder, `PATH`, no locale variables) plus
    /// `environment`.
    func childEnvironment(_ environment: [String: String]) -> [String: String] {
        [
            "HOME": workingDirectory.path,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ].merging(environment) { _, given in given }
    }

    static func environmentVariable(for name: String) -> String {
        name.uppercased().replacingOccurrences(of: "-", with: "_") + "_EXECUTABLE"
    }

    /// Runs the executable with `arguments` and a clean environment (`HOME` the working folder, no
    /// locale variables) plus `environment`, and waits for it to exit without blocking a thread.
    ///
    /// At most a few children run at once in the whole test process (`ChildProcessSlots`); `elapsed`
    /// counts from the child's start, not from the wait for a slot.
    ///
    /// - Parameter standardOutput: a file the child's standard output goes to instead (such as
    ///   `/dev/full`); `Output.stdout` is then empty.
    public func run(_ arguments: [String], environment: [String: String] = [:], standardOutput: String? = nil)
        async throws -> Output
    {
        try await ChildProcessSlots.shared.withSlot {
            try await runNow(arguments, environment: environment, standardOutput: standardOutput)
        }
    }

    private func runNow(_ arguments: [String], environment: [String: String], standardOutput: String?)
        async throws -> Output
    {
        let id = UUID().uuidString
        let stdoutURL = workingDirectory.appending(path: "stdout-\(id)")
        let stderrURL = workingDirectory.appending(path: "stderr-\(id)")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let stdout = try FileHandle(forWritingTo: standardOutput.map { URL(filePath: $0) } ?? stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)

        let process = makeProcess(arguments, environment: environment)
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice

        let clock = ContinuousClock()
        let start = clock.now
        let status = try await process.runToTermination()
        let elapsed = clock.now - start
        try stdout.close()
        try stderr.close()
        return Output(
            status: status,
            stdout: try Data(contentsOf: stdoutURL),
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
            elapsed: elapsed
        )
    }
}

extension AppExecutable {
    /// Starts the executable with `arguments` (output discarded) and kills it with `SIGKILL` after
    /// `delay`, unless it has exited by then: a user's `kill -9` at an arbitrary moment.
    ///
    /// - Returns: the exit status when it exited on its own, or `nil` when it was killed.
    public func runKilled(after delay: Duration, _ arguments: [String], environment: [String: String] = [:])
        async throws -> Int32?
    {
        try await ChildProcessSlots.shared.withSlot {
            try await runKilledNow(after: delay, arguments, environment: environment)
        }
    }

    private func runKilledNow(after delay: Duration, _ arguments: [String], environment: [String: String])
        async throws -> Int32?
    {
        let process = makeProcess(arguments, environment: environment)
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        return try await process.runKilled(after: delay)
    }
}
