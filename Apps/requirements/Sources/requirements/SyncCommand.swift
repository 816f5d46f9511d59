import ArgumentParser
import Foundation
import Requirements
import TerminalSupport

/// `requirements sync`: sends what is pending in the outbox, and says what became of each.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Send the validations waiting in the outbox.",
        // The options are listed below; a synopsis of them all would run past any terminal's width.
        usage: "requirements sync [<options>]",
        discussion: """
            Sends the pending validations in the order they were made, each with its idempotency key, and \
            prints which were delivered and which the server rejected. Stops at the first one the server \
            cannot take now (offline, a server error): it and the later ones stay pending, and the exit \
            status is 1.
            """
    )

    /// What `--json` prints.
    struct Report: Encodable {
        let delivered: [RequirementValidation]
        let failed: [Failure]
        let stillPending: Int

        struct Failure: Encodable {
            let validation: RequirementValidation
            let reason: String?
        }
    }

    @OptionGroup var options: RequirementsOptions

    func run() async throws {
        try await options.run(deliveringFirst: false) { app in
            let report = try await app.outbox.deliverPending()
            let names = await app.cachedItemNames()
            if options.output.json {
                try Terminal.print(
                    try DocumentJSONEncoder.string(
                        from: Report(
                            delivered: report.delivered,
                            failed: report.failed.map {
                                Report.Failure(validation: $0.validation, reason: $0.failureReason)
                            },
                            stillPending: report.stillPending)))
            } else {
                let lines = RequirementsPresenter.deliveryLines(
                    report, name: { names[$0.itemID] ?? $0.itemID.uuidString }, in: app.language)
                try Terminal.print(lines.joined(separator: "\n"))
            }
            if report.stillPending > 0 { throw ExitCode.failure }
        }
    }
}
