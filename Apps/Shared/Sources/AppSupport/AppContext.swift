import Foundation

/// What an app composes itself from once its ``AppOptions`` are resolved: the feed API, the store
/// file (its folder exists), the clock, the request timeout and the maximum response size.
public struct AppContext: Sendable {
    /// A stable name of the API: the base URL (without a trailing slash) the user gave, or
    /// ``embeddedBackendName`` for the embedded sample backend, whose port changes every run. An outbox
    /// records it with each validation, so that only that server ever receives it.
    public var serverName: String {
        guard !usesEmbeddedBackend else { return Self.embeddedBackendName }
        let string = baseURL.absoluteString
        return string.hasSuffix("/") ? String(string.dropLast()) : string
    }

    /// The name of the sample backend an app starts in-process when it is given no base URL.
    public static let embeddedBackendName = "the embedded sample backend"

    /// The feed API's base URL: the user's, or the embedded sample backend's.
    public let baseURL: URL
    /// The SQLite cache file.
    public let storeURL: URL
    /// The app's clock: the system's, or `FEED_CURRENT_DATE`.
    public let clock: AppClock
    /// How long one request to the feed API may take.
    public let requestTimeout: Duration
    /// The most bytes one response from the API may have.
    public let maximumResponseSize: Int
    /// Whether the API is the sample backend started in-process (no `--base-url`), whose address
    /// changes from run to run.
    public let usesEmbeddedBackend: Bool

    /// - Parameter maximumResponseSize: 32 MiB unless told otherwise, as `--max-response-size`.
    public init(
        baseURL: URL, storeURL: URL, clock: AppClock, requestTimeout: Duration,
        maximumResponseSize: Int = 32 * 1024 * 1024, usesEmbeddedBackend: Bool = false
    ) {
        self.baseURL = baseURL
        self.storeURL = storeURL
        self.clock = clock
        self.requestTimeout = requestTimeout
        self.maximumResponseSize = maximumResponseSize
        self.usesEmbeddedBackend = usesEmbeddedBackend
    }
}

extension URL {
    /// The URL as text without its user and password (`http://user:secret@host/` → `http://host/`), for
    /// logs and messages.
    public var withoutCredentials: String {
        guard var components = URLComponents(url: self, resolvingAgainstBaseURL: false),
            components.user != nil || components.password != nil
        else { return absoluteString }
        components.user = nil
        components.password = nil
        return components.string ?? absoluteString
    }
}

extension AppContext {
    /// This context with its store in the file `fileName` beside the current one: how a host that
    /// composes several features gives each its own store in one folder.
    public func storing(in fileName: String) -> AppContext {
        AppContext(
            baseURL: baseURL, storeURL: storeURL.deletingLastPathComponent().appending(path: fileName), clock: clock,
            requestTimeout: requestTimeout, maximumResponseSize: maximumResponseSize,
            usesEmbeddedBackend: usesEmbeddedBackend)
    }
}
