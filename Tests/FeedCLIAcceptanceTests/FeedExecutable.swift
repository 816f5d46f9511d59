import Foundation

/// Runs the built `feed` executable as a child process, as a user would.
struct FeedExecutable {
    /// What one run printed and how it ended.
    struct Output {
        let status: Int32
        let stdout: Data
        let stderr: String
        let elapsed: Duration

        var text: String { String(decoding: stdout, as: UTF8.self) }
        var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }

    struct NotFound: Error, CustomStringConvertible {
        let searched: [String]
        var description: String {
            "No built `feed` executable in \(searched); build it (swift build --product feed) or set FEED_EXECUTABLE"
        }
    }

    let url: URL
    /// The folder the child runs in, also its `HOME` (so nothing touches the real user's cache).
    let workingDirectory: URL

    /// The `feed` executable next to this test bundle in the build products folder, or
    /// `$FEED_EXECUTABLE`.
    static func locate(workingDirectory: URL) throws -> FeedExecutable {
        if let path = ProcessInfo.processInfo.environment["FEED_EXECUTABLE"] {
            return FeedExecutable(url: URL(filePath: path), workingDirectory: workingDirectory)
        }
        var candidates: [URL] = []
        let testBinary = URL(filePath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appending(path: "feed"))
            folder = folder.deletingLastPathComponent()
        }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
            return FeedExecutable(url: found, workingDirectory: workingDirectory)
        }
        throw NotFound(searched: candidates.map(\.path))
    }

    /// Runs `feed arguments…` with a clean environment (`HOME` the working folder, no locale
    /// variables) plus `environment`, and waits for it to exit without blocking a thread.
    func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> Output {
        let id = UUID().uuidString
        let stdoutURL = workingDirectory.appending(path: "stdout-\(id)")
        let stderrURL = workingDirectory.appending(path: "stderr-\(id)")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let stdout = try FileHandle(forWritingTo: stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)

        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = workingDirectory
        process.environment = [
            "HOME": workingDirectory.path,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ].merging(environment) { _, given in given }
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice

        let clock = ContinuousClock()
        let start = clock.now
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
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
