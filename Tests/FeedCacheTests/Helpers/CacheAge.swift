import CommonTestSupport
import FeedCacheTestSupport
import Foundation
import SharedCacheTestSupport
import Testing

/// The states a cache can be in when a use case reads it, relative to the current date.
enum CacheAge: String, CustomTestStringConvertible, Sendable {
    case empty
    /// One second younger than the max age.
    case nonExpired
    /// Exactly the max age.
    case expiring
    /// One second older than the max age.
    case expired
    /// The store's data cannot be read as a cache.
    case unreadable
    /// The store fails to retrieve for now (locked, busy).
    case unavailable

    var testDescription: String { rawValue }

    func stub(_ store: FeedStoreSpy, now: Date) {
        let maxAgeTimestamp = now.minusFeedCacheMaxAge()
        switch self {
        case .empty: store.completeRetrievalWithEmptyCache()
        case .nonExpired:
            store.completeRetrieval(with: uniqueImageFeed().local, timestamp: maxAgeTimestamp.adding(seconds: 1))
        case .expiring: store.completeRetrieval(with: uniqueImageFeed().local, timestamp: maxAgeTimestamp)
        case .expired:
            store.completeRetrieval(with: uniqueImageFeed().local, timestamp: maxAgeTimestamp.adding(seconds: -1))
        case .unreadable:
            store.completeRetrieval(
                with: DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "corrupt")))
        case .unavailable: store.completeRetrieval(with: anyNSError())
        }
    }

    /// The timestamp ``stub(_:now:)`` gives the cache, when it gives one.
    func timestamp(now: Date) -> Date? {
        let maxAgeTimestamp = now.minusFeedCacheMaxAge()
        switch self {
        case .empty, .unreadable, .unavailable: return nil
        case .nonExpired: return maxAgeTimestamp.adding(seconds: 1)
        case .expiring: return maxAgeTimestamp
        case .expired: return maxAgeTimestamp.adding(seconds: -1)
        }
    }
}
