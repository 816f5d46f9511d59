import AppSupport
import AsyncHTTPInfrastructure
import Foundation
import Logging
import Metrics
import Requirements
import RequirementsComposition
import SQLiteInfrastructure
import SharedAPI
import SharedCache
import Synchronization
import WebSupport

/// The checklist's web part: the `requirements` app's composition (``RequirementsComposition``) on
/// AsyncHTTPClient, with every outbox operation run one at a time, the loaded checklist kept for the
/// settings' lifetime, and what the page shows of the latest delivery.
final class RequirementsWebComposition: Sendable {
    let settings: RequirementsWebSettings
    private let composition: RequirementsComposition
    private var outbox: ValidationOutbox { composition.outbox }
    private let outboxRuns = SerialRunner()
    private let attempts = LatestDeliveryAttempt()
    private let pendingGauge = Gauge(label: "requirements_outbox_pending")
    private let changes = Atomic<Int>(0)
    private let loadedChecklist: ShortLivedCache<Int, [RequirementCategory]>

    /// The most validation posts that wait for the outbox at once (behind a delivery to a slow API);
    /// more are answered 503 with `Retry-After` instead of holding a connection and a task each.
    static let maximumWaitingValidations = 32

    init(settings: RequirementsWebSettings, logger: Logger) {
        self.settings = settings
        loadedChecklist = ShortLivedCache(
            lifetime: settings.checklistLifetime, capacity: 1, clock: settings.lifetimeClock,
            staleness: settings.checklistLifetime)
        let context = settings.context
        composition = RequirementsComposition(
            context: context,
            client: AsyncHTTPClientAdapter(
                timeout: context.requestTimeout, maximumResponseSize: context.maximumResponseSize),
            corruptFilePolicy: .moveAside { aside in
                logger.warning("the SQLite store \(context.storeURL.path) could not be read: moved to \(aside.path)")
            },
            database: settings.database, policy: settings.policy, capacity: settings.outboxCapacity,
            retentionInDays: settings.retentionInDays)
    }

    /// The checklist: remote, saved as the new cache; the valid cache as fallback. A loaded checklist is
    /// reused for the settings' checklist lifetime, and concurrent requests share one load; for as long
    /// again it is still served at once while one reload runs in the background.
    func checklist() async throws -> [RequirementCategory] {
        try await loadedChecklist.value(for: 0) { [composition] in try await composition.checklist() }
    }

    /// How many times this instance has changed the outbox (a validation, a delivery that sent or
    /// settled one): a read of the outbox made at an older count may show less than it holds now.
    var outboxChanges: Int {
        changes.load(ordering: .acquiring)
    }

    private func countChange() {
        changes.add(1, ordering: .releasing)
    }

    /// The names of the items the cache knows, by id.
    func cachedItemNames() async -> [UUID: String] {
        await composition.cachedItemNames()
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
        try await outboxRuns.run(admittingAtMost: Self.maximumWaitingValidations) {
            [self, outbox, attempts, settings] in
            defer { countChange() }
            let entry = try await outbox.validate(itemID: itemID, key: key)
            attempts.record(
                DeliveryAttempt(
                    date: settings.context.clock.now(), delay: entry.status == .pending ? .unreachable : nil))
            return entry
        }
    }

    /// Sends what is pending, oldest first, until one validation cannot be sent now; sends nothing when
    /// another instance sharing the outbox is delivering (it does not wait for it).
    func deliverPending() async throws -> DeliveryReport {
        let report = try await outboxRuns.run { [self, outbox, attempts, settings] in
            let report = try await outbox.deliverPending(waitingAtMost: .zero)
            guard !report.deliveringElsewhere else { return report }
            if !report.delivered.isEmpty || !report.failed.isEmpty { countChange() }
            attempts.record(
                DeliveryAttempt(
                    date: settings.context.clock.now(), delay: report.serverUnreachable ? report.delay : nil))
            return report
        }
        pendingGauge.record(report.stillPending)
        return report
    }

    /// The latest attempt to send, if any was made since the server started.
    func latestAttempt() async -> DeliveryAttempt? {
        attempts.latest
    }

    /// `requirements.api`: the checklist's API answers now.
    var apiReadiness: ReadinessCheck {
        .api(of: "requirements", client: composition.client, baseURL: settings.context.baseURL)
    }

    /// Throws unless the outbox can be read.
    func checkStore() async throws {
        _ = try await outbox.entries()
    }
}
