import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One finished run of SwiftPM (`swift build`, `swift run`, `swift package …`) that a test started: every
/// nested SwiftPM run of the suite goes through ``run(_:in:environment:swift:niceness:limit:)``.
///
/// SwiftPM 6.3 on Linux sometimes crashes while it plans a build, before it compiles anything (SIGSEGV
/// in libdispatch's `_dispatch_event_loop_drain`, swiftlang/swift#87033). Such a run is started once
/// more, and the test's output gets a line that starts with ``retryMarker`` and names the test; any
/// other ending (another status, that crash after something compiled, the same crash twice) is the
/// test's to judge.
public struct SwiftPackageManagerRun: Sendable {
    /// The start of the line printed for each retried crash (`Tools/Scripts/test-repeatedly.sh` counts them).
    public static let retryMarker = "swiftpm-crash-retried:"

    /// The exit status (128 + the signal's number when a signal ended it; 124 when the limit was reached).
    public let status: Int32
    /// What it wrote to its standard output.
    public let standardOutput: String
    /// What it wrote to its standard error.
    public let standardError: String
    /// Whether its first run ended on SwiftPM's planning crash and this is the second.
    public let wasRetried: Bool

    /// Standard output, then standard error: what a test searches for a message.
    public var output: String { standardOutput + standardError }

    /// Runs `swift arguments…` in `directory` and waits for it without holding a thread of the
    /// concurrency pool (builds take minutes; other suites' servers need the threads meanwhile).
    ///
    /// - Parameters:
    ///   - environment: the child's whole environment (this process's when `nil`).
    ///   - swift: the command that stands for `swift`, found on the `PATH` (a test gives a stand-in).
    ///   - niceness: run at this `nice` level, so that the tests beside a build keep their pace.
    ///   - limit: a run still going after this long is killed and reported with status 124.
    public static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        swift: String = "swift", niceness: Int? = nil, limit: Duration = .seconds(1800)
    ) async throws -> SwiftPackageManagerRun {
        let command = niceness.map { ["nice", "-n", String($0), swift] } ?? [swift]
        let first = try await runOnce(command + arguments, in: directory, environment: environment, limit: limit)
        guard isPlanningCrash(status: first.status, output: first.output) else { return first }
        let testName = Test.current.map { "\($0.name)" } ?? "(no test)"
        print(
            "\(retryMarker) test '\(testName)': '\(swift) \(arguments.joined(separator: " "))' crashed while SwiftPM "
                + "planned it (status 139, _dispatch_event_loop_drain, swiftlang/swift#87033); running it once more")
        let second = try await runOnce(command + arguments, in: directory, environment: environment, limit: limit)
        return SwiftPackageManagerRun(
            status: second.status, standardOutput: second.standardOutput, standardError: second.standardError,
            wasRetried: true)
    }

    /// Whether a run ended on SwiftPM's planning crash: status 139 (SIGSEGV), libdispatch's
    /// `_dispatch_event_loop_drain` in the backtrace, and no module compiled (a plugin compiles while
    /// SwiftPM plans).
    public static func isPlanningCrash(status: Int32, output: String) -> Bool {
        guard status == 128 + SIGSEGV, output.contains("_dispatch_event_loop_drain") else { return false }
        return !output.split(whereSeparator: \.isNewline).contains { line in
            let words = line.split(separator: " ")
            if let index = words.firstIndex(of: "Compiling"), index + 1 < words.count {
                return words[index + 1] != "plugin"
            }
            return words.contains("Emitting") && words.contains("module")
        }
    }

    private static func runOnce(
        _ command: [String], in directory: URL?, environment: [String: String]?, limit: Duration
    ) async throws -> SwiftPackageManagerRun {
        let folder = FileManager.default.temporaryDirectory.appending(path: "swiftpm-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appending(path: "output")
        let errorFile = folder.appending(path: "error")
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)
        let outputHandle = try FileHandle(forWritingTo: outputFile)
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        defer {
            try? outputHandle.close()
            try? errorHandle.close()
        }
        let process = try await BackgroundProcess.start(
            URL(fileURLWithPath: "/usr/bin/env"), arguments: command, environment: environment,
            workingDirectory: directory, standardOutput: outputHandle, standardError: errorHandle)
        var status: Int32 = 124
        if await process.waitForExit(within: limit), let ended = process.terminationStatus {
            status = ended
        } else {
            await process.kill()
        }
        return SwiftPackageManagerRun(
            status: status,
            standardOutput: String(decoding: (try? Data(contentsOf: outputFile)) ?? Data(), as: UTF8.self),
            standardError: String(decoding: (try? Data(contentsOf: errorFile)) ?? Data(), as: UTF8.self),
            wasRetried: false)
    }
}
