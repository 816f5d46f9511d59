import AppSupport
import ArgumentParser
import Foundation
import Requirements
import SharedCache
import TerminalSupport

/// `requirements validate <item-id>…`: marks one or more requirements done, now or as soon as the
/// server can be reached.
struct ValidateRequirementCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Mark one or more requirements done.",
        // The options are listed below; a synopsis of them all would run past any terminal's width.
        usage: "requirements validate <item-id> ... [<options>]",
        discussion: """
            Sends what is pending in the outbox, then validates each item in the order given: saves the \
            validation in the outbox, and sends it when the server can be reached. Offline it stays in \
            the outbox and is sent by a later command, in the order validations were made; the message \
            says so, and why. A validation is only ever sent to the server it was made for (--base-url, \
            or the embedded sample backend). With --outbox-capacity validations already waiting, a new \
            one is refused (exit status 1), the items after it are not validated, and the outbox is left \
            as it was. A validation the server rejects (an unknown item) is reported (exit status 1) and \
            not sent again. With --json: one item's report as an object, several as an array.

            Examples:
              requirements validate 6E729C5E-513E-59E8-AE1A-5EA35E387215
              requirements validate 6E729C5E-513E-59E8-AE1A-5EA35E387215 \\
                A05BF2C1-D0ED-5C61-A3E8-ECC13EABDD27
              requirements validate 6E729C5E-513E-59E8-AE1A-5EA35E387215 --json
            """
    )

    @Argument(help: ArgumentHelp("The requirements' ids, UUIDs (see `requirements`).", valueName: "item-id"))
    var itemIDs: [UUIDArgument]

    @OptionGroup var options: RequirementsOptions

    func validate() throws {
        guard !itemIDs.isEmpty else { throw UsageMessage.missingArgument("<item-id> ...") }
    }

    func run() async throws {
        try await options.run(deliveringFirst: false) { app in
            var reports: [ValidationReport] = []
            var failed = false
            let names = await app.cachedItemNames()
            do {
                for itemID in itemIDs.map(\.value) {
                    let entry: OutboxEntry
                    do {
                        entry = try await app.outbox.validate(itemID: itemID)
                    } catch let error as OutboxFullError {
                        Terminal.printError(RequirementsPresenter.outboxFull(error, in: app.language))
                        throw ExitCode.failure
                    }
                    let name = names[itemID] ?? itemID.uuidString
                    let message = RequirementsPresenter.validationMessage(for: entry, itemName: name, in: app.language)
                    reports.append(ValidationReport(entry: entry, message: message))
                    if entry.status == .failed {
                        failed = true
                        if !options.output.json { Terminal.printError(message) }
                    } else if !options.output.json {
                        try Terminal.print(message)
                    }
                }
            } catch {
                try printJSON(reports)
                throw error
            }
            try printJSON(reports)
            if failed { throw ExitCode.failure }
        }
    }

    /// With `--json`, the reports of the validations made so far, even when a later one stopped the
    /// command.
    private func printJSON(_ reports: [ValidationReport]) throws {
        guard options.output.json, !reports.isEmpty else { return }
        let text =
            itemIDs.count == 1
            ? try? DocumentJSONEncoder.string(from: reports[0]) : try? DocumentJSONEncoder.string(from: reports)
        if let text { try Terminal.print(text) }
    }
}
