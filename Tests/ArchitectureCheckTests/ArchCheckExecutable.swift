import CommonTestSupport
import Foundation
import Testing

/// The built `arch-check` executable, run as a user runs it.
enum ArchCheckExecutable {
    /// What a run printed and how it ended.
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The `arch-check` next to this test binary in the build products folder, or the one that
    /// `ARCH_CHECK_EXECUTABLE` names.
    static func url() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["ARCH_CHECK_EXECUTABLE"] {
            return URL(fileURLWithPath: path)
        }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        var searched: [String] = []
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("arch-check")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            searched.append(candidate.path)
            folder = folder.deletingLastPathComponent()
        }
        Issue.record("no built arch-check in \(searched); run swift build --product arch-check")
        throw CancellationError()
    }

    /// Runs `arch-check arguments…` in `directory`, its output and errors in files beside it.
    static func run(_ arguments: [String], in directory: URL) async throws -> Run {
        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-run-\(UUID())")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let outputFile = logs.appendingPathComponent("stdout")
        let errorsFile = logs.appendingPathComponent("stderr")
        try Data().write(to: outputFile)
        try Data().write(to: errorsFile)
        let output = try FileHandle(forWritingTo: outputFile)
        let errors = try FileHandle(forWritingTo: errorsFile)
        process.standardOutput = output
        process.standardError = errors
        let status = try await process.runToTermination()
        try output.close()
        try errors.close()
        return Run(
            status: status,
            output: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: errorsFile), as: UTF8.self))
    }
}
