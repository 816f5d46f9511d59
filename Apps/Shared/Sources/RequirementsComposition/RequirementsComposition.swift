import AppSupport
import Foundation
import PostgresInfrastructure
import Requirements
import SQLiteInfrastructure
import SharedAPI
import SharedCache

/// The checklist feature composed once, for the `requirements` app and the web host's checklist: each
/// injects only what differs, its HTTP client, what happens to a store file that cannot be read, and
/// the database when the state is kept in one. The checklist and the outbox of validations live side by
/// side in one SQLite file, or in PostgreSQL, shared by every app and instance on the database (one
/// outbox: any of them delivers, one at a time).
///
/// ```
/// client ─ TimeoutHTTPClient ─┬─ RemoteRequirementsLoader ─┐
///                             └─ RemoteValidationSender ───┼─ ValidationOutbox
/// SQLiteOutboxStore | PostgresOutboxStore ─────────────────┘
/// SQLiteResourceStore | PostgresResourceStore ─ LocalRequirementsLoader ─ CacheFallbackLoader
/// ```
public struct RequirementsComposition: Sendable {
    /// The store's file name: in the per-user cache folder for the app, beside the feed's store for the
    /// web host, so that the two share one checklist and one outbox.
    public static let storeFileName = "requirements.sqlite"
    /// The checklist's key among the resources of its store (the SQLite file or the database).
    public static let resourceKey = "requirements"

    /// The client every request goes through, bounded by the request timeout.
    public let client: any HTTPClient
    /// The checklist from the API.
    public let remote: RemoteRequirementsLoader
    /// The cached checklist: save, load, validate.
    public let cache: LocalRequirementsLoader
    /// The validations, delivered once each and in order.
    public let outbox: ValidationOutbox

    /// - Parameters:
    ///   - context: the API, the store file, the clock, the request timeout and the server's name.
    ///   - client: the HTTP client (URLSession in a terminal, AsyncHTTPClient in a server).
    ///   - corruptFilePolicy: what happens to a store file that cannot be read.
    ///   - database: the database to keep the checklist and the outbox in; the SQLite file at the
    ///     context's store URL when `nil`.
    ///   - policy: how old a cached checklist may be shown.
    ///   - capacity: the most validations the outbox holds.
    ///   - retentionInDays: how long a delivered validation is kept.
    public init(
        context: AppContext, client: any HTTPClient, corruptFilePolicy: CorruptFilePolicy,
        database: PostgresDatabase? = nil, policy: CachePolicy, capacity: Int, retentionInDays: Int
    ) {
        let client = TimeoutHTTPClient(decorating: client, limit: context.requestTimeout)
        self.client = client
        remote = RemoteRequirementsLoader(baseURL: context.baseURL, client: client)
        let checklistStore: any ResourceStore<[LocalRequirementCategory]>
        let outboxStore: any OutboxStore
        if let database {
            checklistStore = PostgresResourceStore(database: database, key: Self.resourceKey)
            outboxStore = PostgresOutboxStore(database: database)
        } else {
            checklistStore = SQLiteResourceStore(
                storeURL: context.storeURL, key: Self.resourceKey, corruptFilePolicy: corruptFilePolicy)
            outboxStore = SQLiteOutboxStore(storeURL: context.storeURL, corruptFilePolicy: corruptFilePolicy)
        }
        cache = LocalRequirementsLoader(store: checklistStore, currentDate: context.clock.now, policy: policy)
        outbox = ValidationOutbox(
            store: outboxStore,
            sender: RemoteValidationSender(baseURL: context.baseURL, client: client),
            server: context.serverName, capacity: capacity, retentionInDays: retentionInDays,
            currentDate: context.clock.now)
    }

    /// The checklist: from the API, saved as the new cache; the valid cache as fallback.
    public func checklist() async throws -> [RequirementCategory] {
        try await CacheFallbackLoader(cache: cache).load { [remote] in try await remote.load() }
    }

    /// The names of the items the cache knows, by id: validations are named after them when it can.
    public func cachedItemNames() async -> [UUID: String] {
        let items = ((try? await cache.load()) ?? []).flatMap(\.groups).flatMap(\.items)
        return Dictionary(items.map { ($0.id, $0.name) }) { first, _ in first }
    }
}
