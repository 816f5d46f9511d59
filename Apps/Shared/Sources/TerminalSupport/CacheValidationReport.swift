import Foundation
import SharedCache
import SharedPresentation

/// What a terminal app's `validate-cache` prints: which store, and whether its cache was empty, kept or
/// deleted.
public struct CacheValidationReport: Encodable, Sendable {
    /// The store's path.
    public let store: String
    /// `empty`, `kept` or `deleted`.
    public var outcome: String { validation.rawValue }

    private let validation: CacheValidationOutcome

    public init(outcome: CacheValidationOutcome, storeURL: URL) {
        self.store = storeURL.path(percentEncoded: false)
        self.validation = outcome
    }

    /// `{"outcome": …, "store": …}` with `json`, else the outcome in `language` (e.g.
    /// `Feed cache kept: /home/me/.cache/essential-feed/feed.sqlite`).
    public func text(describing cache: TerminalStrings.CacheName, json: Bool, in language: Language) throws -> String {
        guard !json else { return try DocumentJSONEncoder.string(from: self) }
        return TerminalStrings.cacheValidation(validation, of: cache, store: store, in: language)
    }

    private enum CodingKeys: String, CodingKey {
        case store, outcome
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(store, forKey: .store)
        try container.encode(outcome, forKey: .outcome)
    }
}
