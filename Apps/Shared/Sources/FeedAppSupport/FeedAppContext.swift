import Foundation

/// What an app composes itself from once its ``FeedAppOptions`` are resolved: the feed API, the store
/// file (its folder exists), the clock and the request timeout.
public struct FeedAppContext: Sendable {
    /// The feed API's base URL: the user's, or the embedded sample backend's.
    public let baseURL: URL
    /// The SQLite cache file.
    public let storeURL: URL
    /// The app's clock: the system's, or `FEED_CURRENT_DATE`.
    public let clock: FeedClock
    /// How long one request to the feed API may take.
    public let requestTimeout: Duration

    public init(baseURL: URL, storeURL: URL, clock: FeedClock, requestTimeout: Duration) {
        self.baseURL = baseURL
        self.storeURL = storeURL
        self.clock = clock
        self.requestTimeout = requestTimeout
    }
}
