import CommonTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Clients that each open a connection to a port on 127.0.0.1, send half a request and wait, held by a
/// `python3` child process rather than by the test process, so that the test process never holds
/// hundreds of sockets while other suites start executables.
///
/// The child opens the connections, says so, and on a line from the test counts those the server has
/// not closed; then it waits until `checkAfter` from when they were open and counts those the server
/// does not close within ``grace`` more: a busy machine closes them late, a server that keeps them
/// never does.
struct IdleClients {
    /// `python3` is missing and `FEED_REQUIRE_PYTHON3=1` says it must be there.
    struct Missing: Error, CustomStringConvertible {
        let description = "python3 is not installed (apt-get install python3), and FEED_REQUIRE_PYTHON3=1"
    }

    /// What the child counted.
    struct Counts {
        /// Connections open when the test asked, right after it was served.
        let openWhenAsked: Int
        /// Connections still open ``IdleClients/grace`` after `checkAfter`.
        let openAtTheEnd: Int
    }

    /// How long past `checkAfter` a connection may still be closed and count as closed.
    static let grace = Duration.seconds(30)

    /// `python3` on the `PATH`, or `nil` (then the test skips and says so).
    /// - Throws: ``Missing`` when it is not, and the environment requires it.
    static func python() throws -> URL? {
        let environment = ProcessInfo.processInfo.environment
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        if let python = folders.map({ URL(filePath: String($0)).appending(path: "python3") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        {
            return python
        }
        if environment["FEED_REQUIRE_PYTHON3"] == "1" { throw Missing() }
        return nil
    }

    /// Opens `count` half requests to `port`, runs `whileOpen` once they are all sent, then returns
    /// what the child counted: right after `whileOpen`, and at `checkAfter` from when they were open.
    static func holding(
        _ count: Int, halfRequest: String, to port: Int, checkAfter: Duration, python: URL,
        whileOpen: () async throws -> Void
    ) async throws -> Counts {
        let input = Pipe()
        let output = Pipe()
        let process = try await BackgroundProcess.start(
            python,
            arguments: [
                "-c", script, String(port), String(count), halfRequest,
                seconds(checkAfter), seconds(grace),
            ], standardInput: input.fileHandleForReading, standardOutput: output.fileHandleForWriting,
            standardError: .standardError)
        try input.fileHandleForReading.close()
        try output.fileHandleForWriting.close()
        let commands = input.fileHandleForWriting
        let answers = output.fileHandleForReading
        defer { process.send(SIGKILL) }

        let opened = try await line(from: answers)
        guard opened == "opened \(count)" else { throw ChildFailed(output: opened) }
        try await whileOpen()
        try commands.write(contentsOf: Data("count\n".utf8))
        try commands.close()
        let rest = try await remainingLines(from: answers)
        let status = await process.waitForExit(within: .seconds(60)) ? process.terminationStatus : nil
        guard status == 0, rest.count == 2, let asked = Int(rest[0].dropFirst("open ".count)),
            let end = Int(rest[1].dropFirst("open ".count))
        else { throw ChildFailed(output: rest.joined(separator: "\n") + " (exit \(status ?? -1))") }
        return Counts(openWhenAsked: asked, openAtTheEnd: end)
    }

    /// `duration` in seconds, as the child reads it.
    private static func seconds(_ duration: Duration) -> String {
        String(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }

    struct ChildFailed: Error, CustomStringConvertible {
        let output: String
        var description: String { "the python3 child said: \(output)" }
    }

    /// The first line `handle` delivers, read on a thread of its own (the read blocks).
    private static func line(from handle: FileHandle) async throws -> String {
        let reader = PipeReader(handle)
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        var data = Data()
                        while !data.contains(UInt8(ascii: "\n")) {
                            let chunk = try reader.readChunk()
                            if chunk.isEmpty { break }
                            data += chunk
                        }
                        let text = String(decoding: data, as: UTF8.self)
                        return String(text.split(separator: "\n").first ?? "")
                    })
            }
        }
    }

    /// Every line `handle` delivers until the child closes it.
    private static func remainingLines(from handle: FileHandle) async throws -> [String] {
        let reader = PipeReader(handle)
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        let text = String(decoding: try reader.readToEnd(), as: UTF8.self)
                        return text.split(separator: "\n").map(String.init)
                    })
            }
        }
    }

    private static let script = """
        import select, socket, sys, time
        port, count, half = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3].encode()
        check_after, grace = float(sys.argv[4]), float(sys.argv[5])
        sockets = []
        for _ in range(count):
            connection = socket.create_connection(("127.0.0.1", port))
            connection.sendall(half)
            sockets.append(connection)
        start = time.monotonic()
        closed = set()

        def closed_by_server(connection, timeout):
            if connection in closed:
                return True
            deadline = time.monotonic() + timeout
            poller = select.poll()
            poller.register(connection, select.POLLIN)
            while True:
                remaining = max(0.0, deadline - time.monotonic())
                if not poller.poll(remaining * 1000):
                    return False
                try:
                    data = connection.recv(4096)
                except OSError:
                    data = b""
                if not data:
                    closed.add(connection)
                    return True

        print(f"opened {len(sockets)}", flush=True)
        sys.stdin.readline()
        print(f"open {sum(1 for c in sockets if not closed_by_server(c, 0))}", flush=True)
        time.sleep(max(0.0, start + check_after - time.monotonic()))
        late = start + check_after + grace
        print(f"open {sum(1 for c in sockets if not closed_by_server(c, max(0.02, late - time.monotonic())))}", flush=True)
        """
}
