import AppSupport
import Foundation
import Requirements
import SQLiteInfrastructure
import SharedAPI
import SharedCache
import SharedPresentation
import TerminalSupport
import URLSessionInfrastructure

/// The wiring of the `requirements` app: the shared HTTP client and cache use cases, the checklist and
/// the outbox side by side in one SQLite file.
///
/// ```
/// URLSessionHTTPClient ─ TimeoutHTTPClient ─┬─ RemoteRequirementsLoader ─┐
///                                           └─ RemoteValidationSender ───┼─ ValidationOutbox
/// SQLiteOutboxStore ─────────────────────────────────────────────────────┘
/// SQLiteResourceStore ─ LocalRequirementsLoader ─ CacheFallbackLoader ◄── RemoteRequirementsLoader
/// ```
struct RequirementsCompositionRoot {
    /// The store's file name in the per-user cache directory when there is no `--store`.
    static let storeFileName = "requirements.sqlite"

    let language: Language
    let storeURL: URL
    let outbox: ValidationOutbox
    let localRequirementsLoader: LocalRequirementsLoader

    private let remote: RemoteRequirementsLoader

    init(context: AppContext, language: Language, capacity: Int, retentionInDays: Int, policy: CachePolicy) {
        self.language = language
        self.storeURL = context.storeURL
        let corruptFilePolicy = CorruptFilePolicy.moveAside { [storeURL = context.storeURL] aside in
            Terminal.printError(TerminalStrings.storeMovedAside(storeURL, to: aside, in: language))
        }
        let httpClient = TimeoutHTTPClient(
            decorating: URLSessionHTTPClient(maximumResponseSize: context.maximumResponseSize),
            limit: context.requestTimeout)
        remote = RemoteRequirementsLoader(baseURL: context.baseURL, client: httpClient)
        localRequirementsLoader = LocalRequirementsLoader(
            store: SQLiteResourceStore<[LocalRequirementCategory]>(
                storeURL: context.storeURL, key: "requirements", corruptFilePolicy: corruptFilePolicy),
            currentDate: context.clock.now,
            policy: policy
        )
        outbox = ValidationOutbox(
            store: SQLiteOutboxStore(storeURL: context.storeURL, corruptFilePolicy: corruptFilePolicy),
            sender: RemoteValidationSender(baseURL: context.baseURL, client: httpClient),
            server: context.serverName,
            capacity: capacity,
            retentionInDays: retentionInDays,
            currentDate: context.clock.now
        )
    }

    /// The checklist: from remote, saved as the new cache; the valid cache as fallback.
    func requirements() async throws -> [RequirementCategory] {
        try await CacheFallbackLoader(cache: localRequirementsLoader).load { try await remote.load() }
    }

    /// The names of the items the cache knows, by id: validations are named after them when it can.
    func cachedItemNames() async -> [UUID: String] {
        let categories = (try? await localRequirementsLoader.load()) ?? []
        let items = categories.flatMap(\.groups).flatMap(\.items)
        return Dictionary(items.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }
}
