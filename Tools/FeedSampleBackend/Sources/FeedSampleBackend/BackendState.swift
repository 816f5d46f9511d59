import Foundation
import Synchronization

/// The mutable state the request handlers read: the current mode, and the base URL to fall back on when a
/// request has no `Host` header. Shared by the backend actor and the router.
final class BackendState: Sendable {
    private let storage: Mutex<(mode: FeedSampleBackend.Mode, baseURL: URL?)>

    init(mode: FeedSampleBackend.Mode) {
        storage = Mutex((mode: mode, baseURL: nil))
    }

    var mode: FeedSampleBackend.Mode {
        get { storage.withLock { $0.mode } }
        set { storage.withLock { $0.mode = newValue } }
    }

    var baseURL: URL? {
        get { storage.withLock { $0.baseURL } }
        set { storage.withLock { $0.baseURL = newValue } }
    }
}
