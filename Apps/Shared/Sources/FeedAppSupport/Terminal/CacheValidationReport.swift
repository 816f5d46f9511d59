import Foundation
import SharedCache

/// What a terminal app's `validate-cache` prints: which store, and whether its cache was empty, kept or
/// deleted.
public struct CacheValidationReport: Encodable, Sendable {
    /// The store's path.
    public let store: String
    /// `empty`, `kept` or `deleted`.
    public let outcome: String

    public init(outcome: CacheValidationOutcome, storeURL: URL) {
        self.store = storeURL.path(percentEncoded: false)
        self.outcome = outcome.rawValue
    }

    /// `{"outcome": …, "store": …}` with `json`, else `<what> cache <outcome>: <store>` (e.g.
    /// `Feed cache kept: /home/me/.cache/essential-feed/feed.sqlite`).
    public func text(describing what: String, json: Bool) throws -> String {
        json ? try DocumentJSONEncoder.string(from: self) : "\(what) cache \(outcome): \(store)"
    }
}
