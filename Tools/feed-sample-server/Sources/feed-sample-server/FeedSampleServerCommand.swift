import ArgumentParser
import Foundation
import Logging
import SampleBackend
import UnixSignals

/// `feed-sample-server`: runs the sample backend until Ctrl-C (SIGINT) or SIGTERM.
@main
struct FeedSampleServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed-sample-server",
        abstract: "Serves the Essential Feed sample data set over HTTP (the feed's payload contracts).",
        // The options are listed below; a synopsis of them all would run past any terminal's width.
        usage: "feed-sample-server [<options>]",
        discussion: """
            Routes: GET /v1/feed?limit=10[&after_id=UUID], a page of the feed (36 images: pages of 10, \
            10, 10, 6); GET /v1/image/{id}/comments, an image's comments (404 for an unknown image); \
            GET /images/{id}.png, an image's PNG bytes; GET /photos?page=1&per_page=10, a page of \
            photos, in the Unsplash shape; GET /photo-images/{id}.png, a photo's PNG bytes; \
            GET /requirements, the checklist; POST /requirements/items/{id}/validations, a validation \
            (Idempotency-Key: UUID).

            With --admin only (they are unauthenticated: keep such a server on loopback): \
            GET /_admin/validations, the validations recorded, once per key; GET /_admin/requests, how \
            many requests each route received; GET /_admin/mode, the current mode; \
            POST /_admin/mode?mode=NAME[&seconds=N], switch mode (normal, serverError, invalidJSON, \
            unavailable, slow; N from 0 to 3600).

            Modes: normal, serverError (500), invalidJSON (200 with a non-JSON body), slow (wait \
            --slow-seconds before every response). The offline mode (connection refused) only exists \
            in-process (SampleBackend.setMode(.offline)); for this process, stop it.

            Prints "Listening on http://HOST:PORT" once it accepts connections; Ctrl-C stops it.
            """
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (feed-web has 8080); 0 picks a free port (see the printed URL).")
    var port = 8081

    @Option(help: "The mode to start in: normal, serverError, invalidJSON, unavailable or slow.")
    var mode = "normal"

    @Option(help: "How long the slow mode waits before every response, in seconds.")
    var slowSeconds = 2.0

    @Flag(help: "Log every request.")
    var verbose = false

    @Flag(help: "Serve the /_admin/ routes (switch the mode, read the recorded validations and request counts).")
    var admin = false

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535.")
        }
        guard mode != "offline" else {
            throw ValidationError(
                "--mode offline is not meaningful for a standalone server (nothing would listen): stop the process instead."
            )
        }
        guard parsedMode != nil else {
            throw ValidationError(
                "--mode must be one of normal, serverError, invalidJSON, unavailable, slow; --slow-seconds must be "
                    + "from 0 to 3600."
            )
        }
    }

    private var parsedMode: SampleBackend.Mode? {
        SampleBackend.Mode(name: mode, slowSeconds: slowSeconds)
    }

    func run() async throws {
        var logger = Logger(label: "feed-sample-server")
        logger.logLevel = verbose ? .debug : .warning
        let signals = await UnixSignalsSequence(trapping: .sigint, .sigterm)
        let backend = try await AddressInUseError.naming(host: host, port: port) {
            try await SampleBackend.start(
                configuration: .init(
                    host: host, port: port, mode: parsedMode ?? .normal, logger: logger, servesAdminRoutes: admin)
            )
        }
        say("Listening on \(backend.baseURL.absoluteString) (mode: \(backend.mode))")
        for await signal in signals {
            say("Received \(signal), stopping.")
            break
        }
        await backend.stop()
    }

    /// Writes a line to standard output unbuffered, so a parent process reads it at once; a server whose
    /// output is lost (a full disk, a closed pipe) serves on.
    private func say(_ line: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
    }
}
