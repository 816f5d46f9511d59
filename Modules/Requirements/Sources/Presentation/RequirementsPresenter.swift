import Foundation
import SharedCache
import SharedPresentation

/// The checklist's texts, in any supported language: its title, each item's mark, and the messages of
/// validating, sending and the outbox's status.
public enum RequirementsPresenter {
    /// The `Requirements` strings table of this module.
    public static let table = LocalizedStringTable(named: "Requirements", in: .module)

    /// "Requirements", in `language`.
    public static func title(in language: Language) -> String {
        string("REQUIREMENTS_VIEW_TITLE", language)
    }

    /// The type's name as the checklist gives it, or "unknown type 7" in `language` when it names none.
    public static func type(_ type: RequirementType, in language: Language) -> String {
        type.name ?? string("REQUIREMENT_TYPE_UNKNOWN", language, type.rawValue)
    }

    /// How an item's latest validation shows beside it: nothing for a delivered one (the mark says it),
    /// "pending: …" or "rejected: <reason>".
    public static func note(for entry: OutboxEntry, in language: Language) -> String? {
        switch entry.status {
        case .delivered: nil
        case .pending: string("REQUIREMENT_PENDING", language)
        case .failed: string("REQUIREMENT_FAILED", language, entry.failureReason ?? "")
        }
    }

    /// What validating `itemName` came to: validated, saved offline to send later, or rejected.
    public static func validationMessage(for entry: OutboxEntry, itemName: String, in language: Language) -> String {
        switch entry.status {
        case .delivered: string("VALIDATION_DELIVERED", language, itemName)
        case .pending: string("VALIDATION_QUEUED", language, itemName)
        case .failed: string("VALIDATION_REJECTED", language, itemName, entry.failureReason ?? "")
        }
    }

    /// "The outbox is full (100 validations waiting): …"; when some wait for other servers, how many
    /// and which, since only those servers can take them.
    public static func outboxFull(_ error: OutboxFullError, in language: Language) -> String {
        guard !error.pendingForOtherDestinations.isEmpty else { return string("OUTBOX_FULL", language, error.capacity) }
        let servers = error.pendingForOtherDestinations.sorted { $0.key < $1.key }
            .map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
        let elsewhere = error.pendingForOtherDestinations.values.reduce(0, +)
        return string("OUTBOX_FULL_ELSEWHERE", language, error.capacity, elsewhere, servers)
    }

    /// "No requirement with id …".
    public static func unknownItem(_ id: UUID, in language: Language) -> String {
        string("UNKNOWN_ITEM", language, id.uuidString)
    }

    /// One line per delivered and rejected validation (named by `name`), then what is left, if anything.
    public static func deliveryLines(
        _ report: DeliveryReport, name: (RequirementValidation) -> String, in language: Language
    ) -> [String] {
        let delivered = report.delivered.map { string("SYNC_DELIVERED", language, name($0)) }
        let failed = report.failed.map { string("SYNC_FAILED", language, name($0.validation), $0.failureReason ?? "") }
        let rest =
            report.stillPending > 0
            ? [
                string(
                    "SYNC_STILL_PENDING", language, report.stillPending,
                    delay(report.delay ?? .unreachable, in: language))
            ]
            : delivered.isEmpty && failed.isEmpty ? [string("SYNC_NOTHING_PENDING", language)] : []
        return delivered + failed + rest
    }

    /// Why validations stay pending: "the server cannot be reached", "the server refused the
    /// credentials (HTTP 401); …", and the like.
    public static func delay(_ delay: DeliveryDelay, in language: Language) -> String {
        switch delay {
        case .unreachable: string("DELAY_UNREACHABLE", language)
        case .serverError(let statusCode): string("DELAY_SERVER_ERROR", language, statusCode)
        case .credentialsRefused(let statusCode): string("DELAY_CREDENTIALS", language, statusCode)
        case .redirected(let url): string("DELAY_REDIRECTED", language, url?.absoluteString ?? "?")
        }
    }

    /// "Not sent now: <why>."
    public static func notSent(because reason: String, in language: Language) -> String {
        string("STATUS_NOT_SENT", language, reason)
    }

    /// "Pending for <server>: <n> (sent only there)": validations made for another server than the
    /// one this run talks to.
    public static func pendingElsewhere(_ count: Int, server: String, in language: Language) -> String {
        string("STATUS_PENDING_ELSEWHERE", language, server, count)
    }

    /// "Pending: 3": how many validations wait in the outbox.
    public static func pendingCount(_ count: Int, in language: Language) -> String {
        string("STATUS_PENDING", language, count)
    }

    /// The outbox at a glance: how many are pending, the oldest one, how many were rejected.
    public static func statusLines(
        _ entries: [OutboxEntry], name: (RequirementValidation) -> String, in language: Language
    ) -> [String] {
        let pending = entries.filter { $0.status == .pending }
        var lines = [pendingCount(pending.count, in: language)]
        if let oldest = pending.first?.validation {
            lines.append(
                string("STATUS_OLDEST_PENDING", language, name(oldest), oldest.validatedAt.formatted(.iso8601)))
        }
        let failed = entries.filter { $0.status == .failed }
        lines.append(string("STATUS_FAILED", language, failed.count))
        lines += failed.map { string("SYNC_FAILED", language, name($0.validation), $0.failureReason ?? "") }
        return lines
    }

    private static func string(_ key: String, _ language: Language, _ arguments: any CVarArg...) -> String {
        String(format: table.string(key, in: language), arguments: arguments)
    }
}
