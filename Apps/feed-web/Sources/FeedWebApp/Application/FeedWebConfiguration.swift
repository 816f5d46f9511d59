import FeedAppSupport
import Foundation

/// Everything `feed-web` is built from: the resolved app options, where to listen, and how long a
/// loaded feed is shown again.
public struct FeedWebConfiguration: Sendable {
    /// The feed API, the store, the clock and the request timeout.
    public let context: FeedAppContext
    /// The address to serve on.
    public let host: String
    /// The port to serve on; `0` picks a free one.
    public let port: Int
    /// How long a loaded feed is shown again without loading it anew; `.zero` loads on every request.
    public let snapshotLifetime: Duration
    /// How long after a load a refresh (`?refresh=1`) is still served from it; `.zero` loads on every refresh.
    public let refreshInterval: Duration

    public init(
        context: FeedAppContext,
        host: String = "127.0.0.1",
        port: Int = 8080,
        snapshotLifetime: Duration = .seconds(10),
        refreshInterval: Duration = .seconds(1)
    ) {
        self.context = context
        self.host = host
        self.port = port
        self.snapshotLifetime = snapshotLifetime
        self.refreshInterval = refreshInterval
    }
}
