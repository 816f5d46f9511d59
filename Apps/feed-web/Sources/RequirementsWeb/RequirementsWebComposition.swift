import AppSupport
import AsyncHTTPInfrastructure
import Foundation
import Logging
import Metrics
import Requirements
import SQLiteInfrastructure
import SharedAPI
import SharedCache
import WebSupport

/// The wiring of the checklist's web part: the `requirements` app's use cases, composed for a server,
/// with every outbox operation run one at a time.
///
/// ```
/// AsyncHTTPClientAdapter ─ TimeoutHTTPClient ─┬─ RemoteRequirementsLoader ─┐
///                                             └─ RemoteValidationSender ───┼─ ValidationOutbox ─ SerialRunner
/// SQLiteOutboxStore ───────────────────────────────────────────────────────┘
/// SQLiteResourceStore ─ LocalRequirementsLoader ─ CacheFallbackLoader ◄── RemoteRequirementsLoader
/// ```
final class RequirementsWebComposition: Sendable {
    let settings: RequirementsWebSettings
    private let client: any HTTPClient
    private let remote: RemoteRequirementsLoader
    private let cache: LocalRequirementsLoader
    private let outbox: ValidationOutbox
    private let outboxRuns = SerialRunner()
    private let attempts = LatestDeliveryAttempt()
    private let pendingGauge = Gauge(label: "requirements_outbox_pending")
    private let loadedChecklist: ShortLivedCache<Int, [RequirementCategory]>

    /// The most validation posts that wait for the outbox at once (behind a delivery to a slow API);
    /// more are answered 503 with `Retry-After` instead of holding a connection and a task each.
    static let maximumWaitingValidations = 32

    init(settings: RequirementsWebSettings, logger: Logger) {
        self.settings = settings
        loadedChecklist = ShortLivedCache(
            lifetime: settings.checklistLifetime, capacity: 1, clock: settings.lifetimeClock)
        let context = settings.context
        let corruptFilePolicy = CorruptFilePolicy.moveAside { aside in
            logger.warning("the SQLite store \(context.storeURL.path) could not be read: moved to \(aside.path)")
        }
        client = TimeoutHTTPClient(
            decorating: AsyncHTTPClientAdapter(
                timeout: context.requestTimeout, maximumResponseSize: context.maximumResponseSize),
            limit: context.requestTimeout)
        remote = RemoteRequirementsLoader(baseURL: context.baseURL, client: client)
        cache = LocalRequirementsLoader(
            store: SQLiteResourceStore<[LocalRequirementCategory]>(
                storeURL: context.storeURL, key: "requirements", corruptFilePolicy: corruptFilePolicy),
            currentDate: context.clock.now, policy: settings.policy)
        outbox = ValidationOutbox(
            store: SQLiteOutboxStore(storeURL: context.storeURL, corruptFilePolicy: corruptFilePolicy),
            sender: RemoteValidationSender(baseURL: context.baseURL, client: client),
            server: context.serverName, capacity: settings.outboxCapacity,
            retentionInDays: settings.retentionInDays, currentDate: context.clock.now)
    }

    /// The checklist: remote, saved as the new cache; the valid cache as fallback. A loaded checklist is
    /// reused for the settings' checklist lifetime, and concurrent requests share one load.
    func checklist() async throws -> [RequirementCategory] {
        try await loadedChecklist.value(for: 0) { [cache, remote] in
            try await CacheFallbackLoader(cache: cache).load { try await remote.load() }
        }
    }

    /// The names of the items the cache knows, by id.
    func cachedItemNames() async -> [UUID: String] {
        let items = ((try? await cache.load()) ?? []).flatMap(\.groups).flatMap(\.items)
        return Dictionary(items.map { ($0.id, $0.name) }) { first, _ in first }
    }

    /// Whether `itemID` is an item of the checklist (remote, or the cached one as fallback).
    func knowsItem(_ itemID: UUID) async -> Bool {
        let categories = (try? await checklist()) ?? []
        return categories.flatMap(\.groups).flatMap(\.items).contains { $0.id == itemID }
    }

    /// Every validation made, in order, with where it stands.
    func entries() async throws -> [OutboxEntry] {
        try await outbox.entries()
    }

    /// Validates the item once per `key` (a rendered form's): what is pending goes first, then the new
    /// validation, sent if it can be; a key seen before returns its validation and makes none.
    ///
    /// - Throws: `SerialRunner.BusyError` when ``maximumWaitingValidations`` already wait behind a
    ///   delivery (nothing is queued), or the outbox's errors.
    func validate(itemID: UUID, key: UUID) async throws -> OutboxEntry {
        try await outboxRuns.run(admittingAtMost: Self.maximumWaitingValidations) { [outbox, attempts, settings] in
            let entry = try await outbox.validate(itemID: itemID, key: key)
            await attempts.record(
                DeliveryAttempt(
                    date: settings.context.clock.now(), delay: entry.status == .pending ? .unreachable : nil))
            return entry
        }
    }

    /// Sends what is pending, oldest first, until one validation cannot be sent now.
    func deliverPending() async throws -> DeliveryReport {
        let report = try await outboxRuns.run { [outbox, attempts, settings] in
            let report = try await outbox.deliverPending()
            await attempts.record(
                DeliveryAttempt(
                    date: settings.context.clock.now(), delay: report.serverUnreachable ? report.delay : nil))
            return report
        }
        pendingGauge.record(report.stillPending)
        return report
    }

    /// The latest attempt to send, if any was made since the server started.
    func latestAttempt() async -> DeliveryAttempt? {
        await attempts.latest
    }

    /// `requirements.api`: the checklist's API answers now.
    var apiReadiness: ReadinessCheck {
        .api(of: "requirements", client: client, baseURL: settings.context.baseURL)
    }

    /// Throws unless the outbox can be read.
    func checkStore() async throws {
        _ = try await outbox.entries()
    }
}
