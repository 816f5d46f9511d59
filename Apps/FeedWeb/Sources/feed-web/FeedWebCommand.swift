import ArgumentParser
import FeedAppSupport
import FeedWebApp
import Foundation
import Hummingbird

/// `feed-web`: the image feed and its comments as web pages on localhost.
@main
struct FeedWebCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed-web",
        abstract: "Serve the image feed and its comments as web pages.",
        discussion: """
            Without --base-url, a sample backend is started in-process, so the app works offline on a fresh \
            machine. Open the printed URL in a browser; the language follows the browser's Accept-Language \
            (en, pt-BR, el). FEED_CURRENT_DATE (ISO 8601) fixes the app's clock, as for `feed`.
            """
    )

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "The feed API's base URL (http or https). Default: a sample backend started in-process.", valueName: "url"),
        transform: parseBaseURL)
    var baseURL: URL?

    @Option(name: .customLong("port"), help: "The port to serve on (0: any free port).")
    var port = 8080

    @Option(name: .customLong("host"), help: "The address to serve on.")
    var host = "127.0.0.1"

    @Option(
        name: .customLong("store"),
        help: ArgumentHelp(
            "The SQLite cache file. Default: $XDG_CACHE_HOME/essential-feed/feed.sqlite (~/.cache/… without XDG_CACHE_HOME).",
            valueName: "path"))
    var storePath: String?

    @Option(
        name: .customLong("timeout"),
        help: ArgumentHelp("Seconds one request to the feed API may take.", valueName: "seconds"))
    var timeoutSeconds: Double = 10

    @Option(
        name: .customLong("snapshot-seconds"),
        help: ArgumentHelp(
            "Seconds a loaded feed is shown again without loading it anew (0: load on every request).",
            valueName: "seconds"))
    var snapshotSeconds: Double = 10

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard timeoutSeconds > 0, timeoutSeconds.isFinite else {
            throw ValidationError("--timeout must be a positive number of seconds.")
        }
        guard snapshotSeconds >= 0, snapshotSeconds.isFinite else {
            throw ValidationError("--snapshot-seconds must be 0 or more.")
        }
        do {
            _ = try FeedClock.fromEnvironment(ProcessInfo.processInfo.environment)
        } catch let error as FeedClock.InvalidDateError {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let clock = try FeedClock.fromEnvironment(environment)
        let storeURL =
            storePath.map { URL(fileURLWithPath: $0) } ?? FeedStoreLocation.defaultStoreURL(environment: environment)
        try FeedStoreLocation.createDirectory(for: storeURL)

        try await FeedBackend.withBackend(baseURL: baseURL, clock: clock) { backend in
            let root = WebCompositionRoot(
                baseURL: backend.baseURL,
                storeURL: storeURL,
                clock: clock,
                timeout: .seconds(timeoutSeconds),
                snapshotLifetime: .seconds(snapshotSeconds)
            )
            let app = Application(
                router: try await FeedWebRouter.make(root: root, clock: clock),
                configuration: .init(address: .hostname(host, port: port)),
                onServerRunning: { channel in
                    let port = channel.localAddress?.port ?? port
                    print("feed-web: serving http://\(host):\(port) (feed API \(backend.baseURL.absoluteString))")
                }
            )
            try await app.runService()
        }
    }

    private static func parseBaseURL(_ string: String) throws -> URL {
        guard let url = URL(string: string), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil
        else { throw ValidationError("'\(string)' is not an http(s) URL, e.g. http://127.0.0.1:8080") }
        return url
    }
}
