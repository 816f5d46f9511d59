import ArgumentParser
import FeedAppSupport
import Foundation
import Requirements

/// `requirements status`: the outbox at a glance.
struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the outbox: how many validations are pending, the oldest one, the rejected ones.",
        discussion: "Sends what is pending first when the server can be reached, then reports what is left."
    )

    /// What `--json` prints.
    struct Report: Encodable {
        let pending: Int
        let oldestPending: RequirementValidation?
        let failed: [Failure]

        struct Failure: Encodable {
            let validation: RequirementValidation
            let reason: String?
        }
    }

    @OptionGroup var options: RequirementsOptions

    func run() async throws {
        try await options.run { app in
            let entries = try await app.outbox.entries()
            let pending = entries.filter { $0.status == .pending }
            let failed = entries.filter { $0.status == .failed }
            if options.output.json {
                Terminal.print(
                    try DocumentJSONEncoder.string(
                        from: Report(
                            pending: pending.count, oldestPending: pending.first?.validation,
                            failed: failed.map { Report.Failure(validation: $0.validation, reason: $0.failureReason) }))
                )
            } else {
                let names = await app.cachedItemNames()
                Terminal.print(
                    RequirementsPresenter.statusLines(
                        entries, name: { names[$0.itemID] ?? $0.itemID.uuidString }, in: app.language
                    ).joined(separator: "\n"))
            }
        }
    }
}
