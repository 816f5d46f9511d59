import ArgumentParser
import Requirements
import SharedCache
import TerminalSupport

/// `requirements validate-cache`: delete the cached checklist if it has expired or cannot be read.
struct ValidateRequirementsCacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate-cache",
        abstract: "Delete the cached checklist if it is --max-age days old or older (7), or cannot be read.",
        // The options are listed below; a synopsis of them all would run past any terminal's width.
        usage: "requirements validate-cache [<options>]",
        discussion: """
            A fresh cache is kept. Prints what happened: empty (there was no cache), kept or deleted. \
            The outbox is not touched. Dates are compared with now (FEED_CURRENT_DATE when set).
            """
    )

    @OptionGroup var options: RequirementsOptions

    func run() async throws {
        try await options.run { app in
            try await CacheValidationReport.validate(
                app.localRequirementsLoader.validateCache, of: .requirements, at: app.storeURL,
                json: options.output.json, in: app.language)
        }
    }
}
