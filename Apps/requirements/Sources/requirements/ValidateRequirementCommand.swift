import ArgumentParser
import FeedAppSupport
import Foundation
import Requirements

/// `requirements validate <item-id>`: marks a requirement done, now or as soon as the server can be
/// reached.
struct ValidateRequirementCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Mark a requirement done.",
        discussion: """
            Sends what is pending in the outbox, saves the new validation in it, and sends it when the \
            server can be reached. Offline it stays in the outbox and is sent by a later command, in the \
            order validations were made; the message says so. With --outbox-capacity validations already \
            waiting, a new one is refused (exit status 1) and the outbox is left as it was. A validation \
            the server rejects (an unknown item) is reported (exit status 1) and not sent again.

            Examples:
              requirements validate 6E729C5E-513E-59E8-AE1A-5EA35E387215
              requirements validate 6E729C5E-513E-59E8-AE1A-5EA35E387215 --json
            """
    )

    /// What `--json` prints.
    struct Report: Encodable {
        let id: UUID
        let itemID: UUID
        let validatedAt: Date
        let status: String
        let failureReason: String?
        let message: String
    }

    @Argument(help: ArgumentHelp("The requirement's id, a UUID (see `requirements`).", valueName: "item-id"))
    var itemID: UUIDArgument

    @OptionGroup var options: RequirementsOptions

    func run() async throws {
        try await options.run(deliveringFirst: false) { app in
            let entry: OutboxEntry
            do {
                entry = try await app.outbox.validate(itemID: itemID.value)
            } catch let error as OutboxFullError {
                Terminal.printError(RequirementsPresenter.outboxFull(error, in: app.language))
                throw ExitCode.failure
            }
            let name = await app.cachedItemNames()[itemID.value] ?? itemID.value.uuidString
            let message = RequirementsPresenter.validationMessage(for: entry, itemName: name, in: app.language)
            let validation = entry.validation
            if options.output.json {
                Terminal.print(
                    try DocumentJSONEncoder.string(
                        from: Report(
                            id: validation.id, itemID: validation.itemID, validatedAt: validation.validatedAt,
                            status: entry.status.rawValue, failureReason: entry.failureReason, message: message)))
            } else if entry.status != .failed {
                Terminal.print(message)
            }
            if entry.status == .failed {
                if !options.output.json { Terminal.printError(message) }
                throw ExitCode.failure
            }
        }
    }
}
