import ArgumentParser
import Foundation
import SampleBackend

/// The options every app takes, as one `@OptionGroup`: where its data comes from (`--base-url`), where
/// it is cached (`--store`), how long one request may take (`--timeout`) and how large its response
/// may be (`--max-response-size`).
///
/// ```swift
/// struct MyAppCommand: AsyncParsableCommand {
///     @OptionGroup var feed: AppOptions
///
///     func run() async throws {
///         try await feed.run { context in
///             // compose the app from context.baseURL, context.storeURL, context.clock, …
///         }
///     }
/// }
/// ```
public struct AppOptions: ParsableArguments, Sendable {
    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "The API's base URL (http or https). Default: a sample backend started in-process.",
            valueName: "url"
        ),
        transform: AppOptions.parseBaseURL
    )
    public var baseURL: URL?

    @Option(
        name: .customLong("store"),
        help: ArgumentHelp(
            "The cache file. Default: the app's own file, named in its overview, in "
                + "$XDG_CACHE_HOME/essential-feed/ (~/.cache/essential-feed/ without XDG_CACHE_HOME).",
            valueName: "path"
        )
    )
    public var storePath: String?

    @Option(
        name: .customLong("timeout"),
        help: ArgumentHelp(
            "Seconds one request to the API may take before the server counts as unreachable (above 0, at most 3600).",
            valueName: "seconds"
        )
    )
    public var timeoutSeconds: Double = 10

    @Option(
        name: .customLong("max-response-size"),
        help: ArgumentHelp(
            "The most mebibytes one response from the API may have (a page, comments, an image); "
                + "a larger one fails like an unreachable server, without being read into memory.",
            valueName: "MiB"
        )
    )
    public var maximumResponseMebibytes: Int = 32

    public init() {}

    /// Rejects a timeout that is not a positive number and a `FEED_CURRENT_DATE` that is not a date.
    public func validate() throws {
        guard timeoutSeconds > 0, timeoutSeconds <= 3600 else {
            throw UsageMessage.secondsAboveZero("--timeout", atMost: 3600)
        }
        guard (1...4096).contains(maximumResponseMebibytes) else {
            throw UsageMessage.outOfRange("--max-response-size", 1...4096, unit: .mebibytes)
        }
        do {
            _ = try AppClock.fromEnvironment(ProcessInfo.processInfo.environment)
        } catch let error as AppClock.InvalidDateError {
            throw UsageMessage.invalidCurrentDate(error.value)
        }
    }

    /// Resolves these options against `environment`, creates the store's folder, starts the sample
    /// backend in-process when no base URL was given, runs `body`, and stops the backend afterwards,
    /// whether `body` returns or throws.
    ///
    /// - Parameters:
    ///   - defaultStoreFileName: the store's file name under the per-user cache directory when there
    ///     is no `--store`, as the app names it.
    /// - Throws: ``AppClock/InvalidDateError`` for a bad `FEED_CURRENT_DATE`, ``StoreLocation/FolderError``
    ///   when the store's folder cannot be created, the embedded backend's start error, or `body`'s error.
    public func run<Result>(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        defaultStoreFileName: String,
        _ body: (AppContext) async throws -> Result
    ) async throws -> Result {
        let clock = try AppClock.fromEnvironment(environment)
        let storeURL = storeURL(environment: environment, defaultStoreFileName: defaultStoreFileName)
        try StoreLocation.createDirectory(for: storeURL)
        let timeout = Duration.milliseconds(Int((timeoutSeconds * 1000).rounded()))

        func context(baseURL: URL, embedded: Bool) -> AppContext {
            AppContext(
                baseURL: baseURL, storeURL: storeURL, clock: clock, requestTimeout: timeout,
                maximumResponseSize: maximumResponseMebibytes * 1024 * 1024, usesEmbeddedBackend: embedded)
        }
        if let baseURL {
            return try await body(context(baseURL: baseURL, embedded: false))
        }
        return try await SampleBackend.withRunning(
            configuration: .init(host: "127.0.0.1", port: 0, mode: .normal, now: clock.now)
        ) { backend in
            try await body(context(baseURL: backend.baseURL, embedded: true))
        }
    }

    /// The store file: `--store`, else the app's file under the per-user cache directory.
    public func storeURL(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        defaultStoreFileName: String
    ) -> URL {
        storePath.map { URL(filePath: $0, directoryHint: .notDirectory) }
            ?? StoreLocation.defaultStoreURL(fileName: defaultStoreFileName, environment: environment)
    }

    private static func parseBaseURL(_ string: String) throws -> URL {
        guard let url = URL(string: string), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil
        else { throw UsageMessage.notAWebURL(string) }
        return url
    }
}
