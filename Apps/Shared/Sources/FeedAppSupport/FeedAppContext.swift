import Foundation

/// What an app composes itself from once its ``FeedAppOptions`` are resolved: the feed API, the store
/// file (its folder exists), the clock, the request timeout and the maximum response size.
public struct FeedAppContext: Sendable {
    /// The feed API's base URL: the user's, or the embedded sample backend's.
    public let baseURL: URL
    /// The SQLite cache file.
    public let storeURL: URL
    /// The app's clock: the system's, or `FEED_CURRENT_DATE`.
    public let clock: FeedClock
    /// How long one request to the feed API may take.
    public let requestTimeout: Duration
    /// The most bytes one response from the API may have.
    public let maximumResponseSize: Int

    /// - Parameter maximumResponseSize: 32 MiB unless told otherwise, as `--max-response-size`.
    public init(
        baseURL: URL, storeURL: URL, clock: FeedClock, requestTimeout: Duration,
        maximumResponseSize: Int = 32 * 1024 * 1024
    ) {
        self.baseURL = baseURL
        self.storeURL = storeURL
        self.clock = clock
        self.requestTimeout = requestTimeout
        self.maximumResponseSize = maximumResponseSize
    }
}
