import AppSupport
import ArgumentParser
import DatabaseSupport
import FeedWeb
import FeedWebApp
import Foundation
import Hummingbird
import Logging
import Metrics
import PostgresInfrastructure
import Prometheus
import RequirementsWeb
import SampleBackend

/// `feed-web`: the web host. It mounts each feature's web part (the feed at `/`, the photos at
/// `/photos`, the requirements checklist at `/requirements`) and serves them on localhost. Its own
/// options are the host's and those every feature shares; each feature's own are its option group.
@main
struct FeedWebCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed-web",
        abstract: "Serve the image feed, the photos and the requirements checklist as web pages.",
        discussion: """
            Every feature is mounted unless --features names fewer: \(mountedFeatures), with a navigation \
            between them. Without --base-url, a sample backend is started in-process, so the app works offline on \
            a fresh machine. Open the printed URL in a browser; the language follows the browser's Accept-Language \
            (en, pt-BR, el). FEED_CURRENT_DATE (ISO 8601) fixes the app's clock, as for `feed`.

            The feed and image data are kept in the SQLite file of --store (by default feed.sqlite under \
            $XDG_CACHE_HOME/essential-feed or ~/.cache/essential-feed, shared with `feed`), the photos in \
            photos.json and the checklist with its outbox of validations in requirements.sqlite beside it (the \
            `photos` and `requirements` apps' files by default), unless --database-url (or DATABASE_URL) names \
            a PostgreSQL database: then every feature keeps its state there, shared by every instance behind \
            one address (and by the `photos` and `requirements` apps given the same URL). Pending validations \
            are sent again every --delivery-seconds while the server runs, by one instance at a time. GET /health \
            answers while the process serves, /ready when every mounted feature's store and API answer too, \
            /metrics in Prometheus's text format. Every request is logged to standard output.

            SIGTERM or SIGINT (Ctrl-C) stops it gracefully: new connections are refused, the requests under way \
            are answered within --grace-seconds (the connections still open then are closed, and it says how \
            many), then it prints "feed-web: stopped" and exits with status 0.
            """
    )

    /// "feed at /, photos at /photos and …", from the host's list of features.
    private static var mountedFeatures: String {
        FeedWebConfiguration.availableFeatureMounts.listed
    }

    @OptionGroup var feed: AppOptions

    @Option(
        name: .customLong("features"),
        help: ArgumentHelp(
            "The features to mount, separated by commas, among \(FeedWebConfiguration.availableFeatureNames.listed).",
            valueName: "names"))
    var features = FeedWebConfiguration.availableFeatureNames.joined(separator: ",")
    @OptionGroup var hosts: HostPolicyOptions

    @Option(name: .customLong("port"), help: "The port to serve on (0: any free port; at most 65535).")
    var port = 8080

    @Option(name: .customLong("host"), help: "The address to serve on.")
    var host = "127.0.0.1"

    @Option(
        name: .customLong("server-name"),
        help: ArgumentHelp(
            "A name this server answers to in the Host header besides its IP addresses and localhost "
                + "(repeatable): the public name behind a reverse proxy that keeps the Host. Requests for other "
                + "names get 421, against DNS rebinding.",
            valueName: "name"))
    var serverNames: [String] = []

    // Shared by the feed, the photos and the checklist: one option of the host, given to every feature.
    @Option(
        name: .customLong("snapshot-seconds"),
        help: ArgumentHelp(
            "Seconds a loaded feed, photos page or checklist is shown again without loading it anew, from when its load ended; for as long again it is still shown while one reload runs (0: load on every request; at most 86400).",
            valueName: "seconds"))
    var snapshotSeconds: Double = 10

    @Option(
        name: .customLong("idle-seconds"),
        help: ArgumentHelp(
            "Seconds a connection may stay without a complete request (idle between requests, or still sending "
                + "a request's head) before it is closed; 1 to 3600.",
            valueName: "seconds"))
    var idleSeconds: Double = 30

    @Option(
        name: .customLong("max-connections"),
        help: ArgumentHelp(
            "The most connections served at once (more wait in the listen backlog); 1 to 100000.",
            valueName: "count"))
    var maximumConnections = 1_000

    @Option(
        name: .customLong("request-seconds"),
        help: ArgumentHelp(
            "Seconds a request's body may take to arrive after its head (which has --idle-seconds) before the "
                + "request is answered 408 and its connection closed: a client that trickles its body; 1 to 3600.",
            valueName: "seconds"))
    var requestSeconds: Double = 30

    @Option(
        name: .customLong("write-seconds"),
        help: ArgumentHelp(
            "Seconds a response may be written without progress (the client reads none of it) before its "
                + "connection is closed; 1 to 3600.",
            valueName: "seconds"))
    var writeSeconds: Double = 30

    @Option(
        name: .customLong("grace-seconds"),
        help: ArgumentHelp(
            "Seconds the requests under way get after SIGTERM or SIGINT before the connections still open are "
                + "closed; 0 to 3600.",
            valueName: "seconds"))
    var graceSeconds: Double = 10

    @OptionGroup var database: DatabaseOptions

    @Option(
        name: .customLong("database-connections"),
        help: ArgumentHelp(
            "The most connections to the database this instance opens (1 to 1000; at least 2 are opened: an "
                + "outbox delivery holds one for its lease).",
            valueName: "count"))
    var databaseConnections = 10

    // Shared by the photos and the checklist: one option of the host, given to every feature.
    @Option(
        name: .customLong("max-age"),
        help: ArgumentHelp(
            "How many days cached photos and a cached checklist may be shown when offline (0: never; at most 3650).",
            valueName: "days"))
    var maxAgeInDays = 7

    // Each feature's own options, one group per feature that has any (the photos have none of their
    // own): ArgumentParser's groups are static, so the command names each.
    @OptionGroup(title: "Feed") var feedOptions: FeedWebOptions
    @OptionGroup(title: "Requirements checklist") var requirementsOptions: RequirementsWebOptions

    /// The features as their groups' options give them (``FeedWebConfiguration/features(named:mounts:)``).
    private var featureMounts: [WebFeatureMount] {
        [FeedWebFeature.mount(feedOptions.options), RequirementsWebFeature.mount(requirementsOptions.options)]
    }

    @Option(
        name: .customLong("log-level"),
        help: ArgumentHelp(
            "The least severe log messages written: trace, debug, info (every request), notice, warning, "
                + "error or critical.",
            valueName: "level"))
    var logLevel: Logger.Level = .info

    func validate() throws {
        _ = try featureNames()
        guard (0...3650).contains(maxAgeInDays) else {
            throw UsageMessage.outOfRange("--max-age", 0...3650, unit: .days)
        }
        guard (1...1000).contains(databaseConnections) else {
            throw UsageMessage.outOfRange("--database-connections", 1...1000)
        }
        guard (0...65535).contains(port) else { throw UsageMessage.outOfRange("--port", 0...65535) }
        guard (0...86_400).contains(snapshotSeconds) else {
            throw UsageMessage.outOfRange("--snapshot-seconds", 0...86400, unit: .seconds)
        }
        guard (1...3600).contains(idleSeconds) else {
            throw UsageMessage.outOfRange("--idle-seconds", 1...3600, unit: .seconds)
        }
        for (option, value) in [("--request-seconds", requestSeconds), ("--write-seconds", writeSeconds)]
        where !(1...3600).contains(value) {
            throw UsageMessage.outOfRange(option, 1...3600, unit: .seconds)
        }
        guard (0...3600).contains(graceSeconds) else {
            throw UsageMessage.outOfRange("--grace-seconds", 0...3600, unit: .seconds)
        }
        guard (1...100_000).contains(maximumConnections) else {
            throw UsageMessage.outOfRange("--max-connections", 1...100_000)
        }
        for name in serverNames where name.isEmpty || name.contains(where: { "/:@?#[] ".contains($0) }) {
            throw UsageMessage.notAHost(name)
        }
    }

    func run() async throws {
        let postgres = try database.resolvedURL()
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        LoggingSystem.bootstrap { [logLevel] label in
            var handler = StreamLogHandler.standardOutput(label: label)
            handler.logLevel = logLevel
            return handler
        }
        if let postgres, let cause = ConnectionProbe.error(connectingToHost: postgres.host, port: postgres.port) {
            // One line at the start, not a timeout per page later: the server still starts, and
            // /ready answers 503 until the database can be reached.
            let unreachable = DatabaseUnreachableError(host: postgres.host, port: postgres.port, cause: cause)
            let line = "feed-web: \(unreachable); serving anyway, /ready answers 503 until it can be reached\n"
            try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
        }
        let shutdown = ShutdownReport()
        try await feed.run(defaultStoreFileName: FeedWebConfiguration.storeFileName) { context in
            let app = try await buildApplication(
                FeedWebConfiguration(
                    context: context,
                    features: FeedWebConfiguration.features(named: try featureNames(), mounts: featureMounts),
                    host: host, port: port, snapshotLifetime: .seconds(snapshotSeconds),
                    idleTimeout: .seconds(idleSeconds), maximumConnections: maximumConnections,
                    connectionTimeLimits: ConnectionTimeLimits(
                        requestTimeout: .seconds(requestSeconds), writeTimeout: .seconds(writeSeconds),
                        gracePeriod: .seconds(graceSeconds)),
                    shutdownReport: shutdown,
                    databaseURL: postgres, databaseConnections: databaseConnections, allowedHosts: hosts.allowedHosts,
                    metricsRegistry: registry, maximumAgeInDays: maxAgeInDays, serverNames: serverNames)
            ) { [host] port in
                let store = postgres.map { "PostgreSQL \($0)" } ?? "SQLite \(context.storeURL.path)"
                let line =
                    "feed-web: serving http://\(host):\(port) (feed API \(context.baseURL.withoutCredentials), \(store))"
                // Written at once: under a supervisor standard output is a pipe, where `print` would keep
                // the line in its buffer until the request logs fill it. A server whose output is lost (a
                // full disk, a closed pipe) serves on.
                try? FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
                let released = StartupPages.release()
                Logger(label: "feed-web").debug(
                    "let go of the executable's resident start-up pages (\(released) bytes mapped)")
            }
            // A busy port is named, with --port 0 suggested, rather than as SwiftNIO's bind error.
            try await AddressInUseError.naming(host: host, port: port) { try await app.runService() }
        }
        // Reached when SIGTERM or SIGINT shut the app down gracefully: the server stopped accepting
        // connections and answered the requests it had, then the features' services and the embedded
        // backend stopped. Written at once, as the serving line.
        if shutdown.connectionsCut > 0 {
            let cut = shutdown.connectionsCut
            let line =
                "feed-web: closed \(cut) connection\(cut == 1 ? "" : "s") still open at the end of the \(graceSeconds.formatted()) s grace period\n"
            try? FileHandle.standardOutput.write(contentsOf: Data(line.utf8))
        }
        try? FileHandle.standardOutput.write(contentsOf: Data("feed-web: stopped\n".utf8))
    }
}

extension FeedWebCommand {
    /// `--features`, each name known; an empty or unknown name is a usage error.
    private func featureNames() throws -> [String] {
        let names = features.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let available = FeedWebConfiguration.availableFeatureNames
        for name in names where !available.contains(name) {
            throw ValidationError(
                "--features: \(name.isEmpty ? "an empty name" : "'\(name)'") is no feature; choose among \(available.joined(separator: ", "))."
            )
        }
        return names
    }
}

extension [String] {
    /// "feed, photos and requirements".
    fileprivate var listed: String {
        count < 2 ? joined() : dropLast().joined(separator: ", ") + " and " + last!
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
