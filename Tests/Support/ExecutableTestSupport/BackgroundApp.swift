import CommonTestSupport
import Foundation

/// An app executable started in the background (a server such as `feed-web`) until ``stop()``; its
/// standard output and error go to files in the working folder.
public struct BackgroundApp: Sendable {
    private let process: BackgroundProcess
    private let stdoutURL: URL
    private let stderrURL: URL

    init(process: BackgroundProcess, stdoutURL: URL, stderrURL: URL) {
        self.process = process
        self.stdoutURL = stdoutURL
        self.stderrURL = stderrURL
    }

    /// Whether the process is still running (it has not crashed or exited).
    public var isRunning: Bool { process.isRunning }

    /// Its process identifier, to read what the system says of it (`/proc/<pid>/…` on Linux).
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Its exit status once it has exited (128 + the signal's number when a signal ended it), or -1
    /// while it runs.
    public var terminationStatus: Int32 { process.terminationStatus ?? -1 }

    /// What it printed so far.
    public var stdout: String { (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "" }
    public var stderr: String { (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "" }

    /// Sends `SIGTERM`, waits up to ten seconds for the exit, then kills. - Returns: whether it exited
    /// on the `SIGTERM` (a clean shutdown).
    @discardableResult
    public func stop() async -> Bool {
        await process.stop(grace: .seconds(10))
    }

    /// Sends it `signal` (`SIGTERM`, `SIGINT`, …), as `kill -TERM` or Ctrl-C does, unless it has exited.
    public func send(_ signal: Int32) {
        process.send(signal)
    }

    /// Waits up to `limit` for it to exit. - Returns: whether it did.
    public func waitForExit(within limit: Duration) async -> Bool {
        await process.waitForExit(within: limit)
    }

    /// The address a server started with `--port 0` announces: the first `http://127.0.0.1:<port>` it
    /// prints on standard output. The system chose the port when the server bound it, so no other
    /// process can have taken it in between (as one could take a port a test picked free beforehand).
    ///
    /// - Throws: when it exits, or has printed none within `limit`, with what it printed.
    public func announcedURL(within limit: Duration = .seconds(120)) async throws -> URL {
        struct NotAnnounced: Error, CustomStringConvertible {
            let description: String
        }
        let deadline = ContinuousClock.now.advanced(by: limit)
        while ContinuousClock.now < deadline {
            if let match = stdout.firstMatch(of: /http:\/\/127\.0\.0\.1:[0-9]+/), let url = URL(string: String(match.0))
            {
                return url
            }
            guard process.isRunning else {
                throw NotAnnounced(description: "it exited (\(terminationStatus)): \(stdout)\(stderr)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw NotAnnounced(description: "no address within \(limit): \(stdout)\(stderr)")
    }

    /// Kills it with `SIGKILL` at once, as `kill -9` does, and waits for it to be gone.
    public func kill() async {
        await process.kill()
    }
}

extension AppExecutable {
    /// Starts the executable with `arguments` in the background, with the same clean environment as
    /// ``run(_:environment:)``, and returns once it runs. It does not count against the children that
    /// run at once: stop it.
    public func start(_ arguments: [String], environment: [String: String] = [:]) async throws -> BackgroundApp {
        let id = UUID().uuidString
        let stdoutURL = workingDirectory.appending(path: "stdout-\(id)")
        let stderrURL = workingDirectory.appending(path: "stderr-\(id)")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let stdout = try FileHandle(forWritingTo: stdoutURL)
        defer { try? stdout.close() }
        let stderr = try FileHandle(forWritingTo: stderrURL)
        defer { try? stderr.close() }
        let process = try await BackgroundProcess.start(
            url, arguments: arguments, environment: childEnvironment(environment), workingDirectory: workingDirectory,
            standardOutput: stdout, standardError: stderr)
        return BackgroundApp(process: process, stdoutURL: stdoutURL, stderrURL: stderrURL)
    }
}
