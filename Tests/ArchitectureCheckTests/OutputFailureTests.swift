import ArchitectureCheckCore
import CommonTestSupport
import Foundation
import Testing

/// The built `arch-check` executable with its standard output on `/dev/full`, where every write fails
/// with `ENOSPC`: it says so once on standard error and exits with 1, it does not trap.
@Suite("Output that cannot be written")
struct OutputFailureTests {
    private struct Run {
        var status: Int32
        var errors: String
    }

    /// Runs `arch-check arguments…` with standard output on `/dev/full`.
    private func runToFullDevice(_ arguments: [String], in directory: URL) async throws -> Run {
        let process = Process()
        process.executableURL = try ArchCheckExecutable.url()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let errorsFile = directory.appendingPathComponent("stderr.log")
        try Data().write(to: errorsFile)
        let errors = try FileHandle(forWritingTo: errorsFile)
        process.standardOutput = full
        process.standardError = errors
        let status = try await process.runToTermination()
        try errors.close()
        return Run(status: status, errors: String(decoding: try Data(contentsOf: errorsFile), as: UTF8.self))
    }

    private func withDirectory(_ body: (URL) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arch-check-full-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(directory)
    }

    @Test("--version to /dev/full: exit 1 and one line on standard error, no crash")
    func versionToFullDevice() async throws {
        try await withDirectory { directory in
            let run = try await runToFullDevice(["--version"], in: directory)

            #expect(run.status == 1, "\(run.errors)")
            #expect(run.errors == "arch-check: cannot write to standard output: No space left on device\n")
        }
    }

    @Test("a check whose two reports both go to /dev/full says so once and exits with 1")
    func twoReportsToFullDevice() async throws {
        try await withDirectory { directory in
            let source = directory.appendingPathComponent("Sources/Core/Core.swift")
            try FileManager.default.createDirectory(
                at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("import Foundation\n".utf8).write(to: source)
            let model = PackageModel(
                name: "Full", directory: directory.path,
                targets: [
                    PackageTarget(
                        name: "Core", kind: .library, path: "Sources/Core", sources: [source.path], dependencies: [])
                ])
            let modelFile = directory.appendingPathComponent("model.json")
            try JSONEncoder().encode(model).write(to: modelFile)

            let run = try await runToFullDevice(
                [
                    "check", "--package-path", directory.path, "--package-model", modelFile.path,
                    "--reporter", "text", "--reporter", "json",
                ], in: directory)

            #expect(run.status == 1, "\(run.errors)")
            let lines = run.errors.split(separator: "\n")
            #expect(lines.filter { $0.hasPrefix("arch-check: cannot write to standard output: ") }.count == 1)
            #expect(lines.last == "arch-check: cannot write to standard output: No space left on device")
        }
    }
}
