import ArgumentParser
import FeedAppSupport
import Foundation
import SharedPresentation

/// The options every subcommand takes: where the feed comes from, where it is cached, how it is shown.
struct AppOptions: ParsableArguments {
    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "The feed API's base URL (http or https). Default: a sample backend started in-process.",
            valueName: "url"
        ),
        transform: AppOptions.parseBaseURL
    )
    var baseURL: URL?

    @Option(
        name: .customLong("store"),
        help: ArgumentHelp(
            "The SQLite cache file. Default: $XDG_CACHE_HOME/essential-feed/feed.sqlite "
                + "(~/.cache/essential-feed/feed.sqlite without XDG_CACHE_HOME).",
            valueName: "path"
        )
    )
    var storePath: String?

    @Option(
        name: .customLong("lang"),
        help: ArgumentHelp(
            "The language of titles, dates and messages: en, pt-BR or el. Default: from LC_ALL, LC_MESSAGES, LANG.",
            valueName: "language"
        ),
        transform: AppOptions.parseLanguage
    )
    var language: Language?

    @Option(
        name: .customLong("timeout"),
        help: ArgumentHelp(
            "Seconds one request may take before the server counts as unreachable.",
            valueName: "seconds"
        )
    )
    var timeoutSeconds: Double = 10

    @Flag(name: .customLong("json"), help: "Print machine-readable JSON (schema in Apps/FeedCLI/README.md).")
    var json = false

    func validate() throws {
        guard timeoutSeconds > 0, timeoutSeconds.isFinite else {
            throw ValidationError("--timeout must be a positive number of seconds.")
        }
        do {
            _ = try FeedClock.fromEnvironment(ProcessInfo.processInfo.environment)
        } catch let error as FeedClock.InvalidDateError {
            throw ValidationError(error.description)
        }
    }

    private static func parseBaseURL(_ string: String) throws -> URL {
        guard let url = URL(string: string), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil
        else { throw ValidationError("'\(string)' is not an http(s) URL, e.g. http://127.0.0.1:8080") }
        return url
    }

    private static func parseLanguage(_ string: String) throws -> Language {
        guard let language = Language.supported.first(where: { $0.identifier.lowercased() == string.lowercased() })
        else {
            let supported = Language.supported.map(\.identifier).joined(separator: ", ")
            throw ValidationError("Unsupported language '\(string)'; use one of: \(supported).")
        }
        return language
    }
}
