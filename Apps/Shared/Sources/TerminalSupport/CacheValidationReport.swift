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

    /// `validate-cache` of every terminal app: runs `validate`, the Validate Cache use case of the
    /// cache named `cache` kept at `storeURL`, and prints its report (``text(describing:json:in:)``).
    public static func validate(
        _ validate: () async throws -> CacheValidationOutcome, of cache: TerminalStrings.CacheName, at storeURL: URL,
        json: Bool, in language: Language
    ) async throws {
        let report = CacheValidationReport(outcome: try await validate(), storeURL: storeURL)
        try Terminal.print(report.text(describing: cache, json: json, in: language))
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
