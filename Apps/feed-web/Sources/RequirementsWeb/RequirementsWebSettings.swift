import AppSupport
import PostgresInfrastructure
import RequirementsComposition
import SharedCache

/// What the checklist's web part is built from: the resolved app options (its store is the
/// `requirements` app's SQLite file by default, outbox included, or the database the host shares), the
/// cache's max age, the outbox's
/// capacity and retention, and how often pending validations are retried.
public struct RequirementsWebSettings: Sendable {
    /// The SQLite file's name beside the host's store: the `requirements` app's, so that the two share
    /// one checklist cache and one outbox.
    public static let storeFileName = RequirementsComposition.storeFileName

    /// The requirements API (the feed's base URL), the store file, the clock and the request timeout.
    public let context: AppContext
    /// The PostgreSQL database that keeps the checklist and the outbox instead of the store file, shared
    /// by every instance on it (any of them delivers, one at a time); the host runs its connections.
    public let database: PostgresDatabase?
    /// How old a cached checklist may be when the API cannot be reached.
    public let policy: CachePolicy
    /// How many validations may wait in the outbox at once.
    public let outboxCapacity: Int
    /// How many days delivered and rejected validations are kept.
    public let retentionInDays: Int
    /// How long the background delivery waits between two attempts to send what is pending.
    public let deliveryInterval: Duration
    /// How long a loaded checklist (from the API, or the cached one it fell back to) is shown again
    /// without loading it anew, from when its load ended; `.zero` loads on every request. The items'
    /// states come from the outbox on every request.
    public let checklistLifetime: Duration
    /// The clock the checklist lifetime is measured on: a monotonic one, `ContinuousClock` unless a test
    /// passes one it advances itself.
    public let lifetimeClock: any Clock<Duration>

    public init(
        context: AppContext, database: PostgresDatabase? = nil, policy: CachePolicy = .sevenDays,
        outboxCapacity: Int = 100, retentionInDays: Int = 30,
        deliveryInterval: Duration = .seconds(30), checklistLifetime: Duration = .zero,
        lifetimeClock: any Clock<Duration> = ContinuousClock()
    ) {
        self.context = context
        self.database = database
        self.policy = policy
        self.outboxCapacity = outboxCapacity
        self.retentionInDays = retentionInDays
        self.deliveryInterval = deliveryInterval
        self.checklistLifetime = checklistLifetime
        self.lifetimeClock = lifetimeClock
    }
}
