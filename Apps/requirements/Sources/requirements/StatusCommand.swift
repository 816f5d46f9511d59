import ArgumentParser
import Foundation
import Requirements
import SharedCache
import TerminalSupport

/// `requirements status`: the outbox at a glance.
struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the outbox: how many validations are pending, the oldest one, the rejected ones.",
        // The options are listed below; a synopsis of them all would run past any terminal's width.
        usage: "requirements status [<options>]",
        discussion: """
            Sends what is pending for this server first when it can be reached, then reports what is left, \
            and why it was not sent. Validations made for another server (another --base-url, or the \
            embedded sample backend) are counted apart: they are only ever sent to their own server.
            """
    )

    /// What `--json` prints. Every key is always there (`oldestPending` and `notSentBecause` may be null).
    struct Report: Encodable {
        let server: String
        let pending: Int
        @NullWhenMissing var oldestPending: RequirementValidation?
        @NullWhenMissing var notSentBecause: String?
        let failed: [Failure]
        let pendingForOtherServers: [OtherServer]

        struct Failure: Encodable {
            let validation: RequirementValidation
            let reason: String?
        }

        struct OtherServer: Encodable {
            let server: String
            let pending: Int
        }
    }

    @OptionGroup var options: RequirementsOptions

    func run() async throws {
        try await options.run(deliveringFirst: false) { app in
            let delivery = try await app.outbox.deliverPending()
            let server = app.outbox.server
            let entries = try await app.outbox.entries()
            let own = entries.filter { $0.validation.isFor(server) }
            let elsewhere = Dictionary(
                grouping: entries.filter { $0.status == .pending && !$0.validation.isFor(server) },
                by: { $0.validation.server ?? "" }
            ).map { Report.OtherServer(server: $0.key, pending: $0.value.count) }.sorted { $0.server < $1.server }
            let notSentBecause = delivery.delay.map { RequirementsPresenter.delay($0, in: app.language) }
            if options.output.json {
                let pending = own.filter { $0.status == .pending }
                let failed = own.filter { $0.status == .failed }
                try Terminal.print(
                    try DocumentJSONEncoder.string(
                        from: Report(
                            server: server, pending: pending.count, oldestPending: pending.first?.validation,
                            notSentBecause: notSentBecause,
                            failed: failed.map { Report.Failure(validation: $0.validation, reason: $0.failureReason) },
                            pendingForOtherServers: elsewhere)))
            } else {
                let names = await app.cachedItemNames()
                var lines = RequirementsPresenter.statusLines(
                    own, name: { names[$0.itemID] ?? $0.itemID.uuidString }, in: app.language)
                if let notSentBecause {
                    lines.append(RequirementsPresenter.notSent(because: notSentBecause, in: app.language))
                }
                lines += elsewhere.map {
                    RequirementsPresenter.pendingElsewhere($0.pending, server: $0.server, in: app.language)
                }
                try Terminal.print(lines.joined(separator: "\n"))
            }
        }
    }
}
