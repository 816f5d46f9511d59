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

    @OptionGroup var feed: FeedAppOptions

    @Option(name: .customLong("port"), help: "The port to serve on (0: any free port).")
    var port = 8080

    @Option(name: .customLong("host"), help: "The address to serve on.")
    var host = "127.0.0.1"

    @Option(
        name: .customLong("snapshot-seconds"),
        help: ArgumentHelp(
            "Seconds a loaded feed is shown again without loading it anew (0: load on every request).",
            valueName: "seconds"))
    var snapshotSeconds: Double = 10

    @Option(
        name: .customLong("refresh-seconds"),
        help: ArgumentHelp(
            "Seconds after a load during which Refresh is served from that load (0: every Refresh loads).",
            valueName: "seconds"))
    var refreshSeconds: Double = 1

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard snapshotSeconds >= 0, snapshotSeconds.isFinite else {
            throw ValidationError("--snapshot-seconds must be 0 or more.")
        }
        guard refreshSeconds >= 0, refreshSeconds.isFinite else {
            throw ValidationError("--refresh-seconds must be 0 or more.")
        }
    }

    func run() async throws {
        try await feed.run { context in
            let app = try await buildApplication(
                FeedWebConfiguration(
                    context: context, host: host, port: port, snapshotLifetime: .seconds(snapshotSeconds),
                    refreshInterval: .seconds(refreshSeconds))
            ) { [host] port in
                print("feed-web: serving http://\(host):\(port) (feed API \(context.baseURL.absoluteString))")
            }
            try await app.runService()
        }
    }
}
