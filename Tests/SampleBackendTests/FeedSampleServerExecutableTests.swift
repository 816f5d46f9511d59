import CommonTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs the built `feed-sample-server` executable as a separate process.
@Suite struct FeedSampleServerExecutableTests {
    @Test func servesAPageOnAnEphemeralPortAndStopsOnSIGINT() async throws {
        let process = Process()
        process.executableURL = try Self.executableURL()
        process.arguments = ["--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        let line = try await Self.firstLine(
            of: output, containing: "Listening on", timeout: .seconds(30), process: process)
        let base = try #require(
            line.split(separator: " ").first { $0.hasPrefix("http://") }.flatMap {
                URL(string: String($0))
            })
        #expect(base.host == "127.0.0.1")
        #expect((base.port ?? 0) > 0)

        let (data, response) = try await HTTPTestClient().get(feedURL(base))
        #expect(response.statusCode == 200)
        #expect(try jsonItems(data).count == 10)
        let (_, admin) = try await HTTPTestClient().get(base.appendingPathComponent("_admin/mode"))
        #expect(admin.statusCode == 404, "the admin routes are served only with --admin")

        process.interrupt()
        while process.isRunning { try await Task.sleep(for: .milliseconds(20)) }
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }

    @Test func rejectsOfflineModeWithAUsageError() async throws {
        let process = Process()
        process.executableURL = try Self.executableURL()
        process.arguments = ["--mode", "offline"]
        process.standardOutput = Pipe()
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        while process.isRunning { try await Task.sleep(for: .milliseconds(20)) }

        #expect(process.terminationStatus != 0)
        let message = String(decoding: try PipeReader(errors.fileHandleForReading).readToEnd(), as: UTF8.self)
        #expect(message.contains("offline"))
    }

    /// The executable is built next to the test bundle (the test target depends on it).
    private static func executableURL() throws -> URL {
        let candidates =
            [Bundle.main.executableURL?.deletingLastPathComponent(), Bundle.main.bundleURL]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for directory in candidates.compactMap(\.self) {
            let url = directory.appendingPathComponent("feed-sample-server")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        Issue.record("feed-sample-server not found near \(candidates.compactMap(\.self))")
        throw CocoaError(.fileNoSuchFile)
    }

    /// The first line of `pipe` containing `text`; fails after `timeout` (terminating `process`) or at EOF.
    private static func firstLine(
        of pipe: Pipe,
        containing text: String,
        timeout: Duration,
        process: Process
    ) async throws -> String {
        let pipeReader = PipeReader(pipe.fileHandleForReading)
        let reader = Task.detached {
            var buffer = Data()
            while true {
                let chunk = try pipeReader.readChunk()
                if chunk.isEmpty { return String?.none }
                buffer.append(chunk)
                let lines = String(decoding: buffer, as: UTF8.self).split(separator: "\n")
                if let line = lines.first(where: { $0.contains(text) }) { return String(line) }
            }
        }
        let watchdog = Task {
            try await Task.sleep(for: timeout)
            process.terminate()
        }
        defer { watchdog.cancel() }
        guard let line = try await reader.value else {
            Issue.record("feed-sample-server ended without printing \"\(text)\"")
            throw CocoaError(.fileReadUnknown)
        }
        return line
    }
}
