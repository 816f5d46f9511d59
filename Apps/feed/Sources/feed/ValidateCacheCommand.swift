import ArgumentParser
import FeedCache
import FeedTerminal
import Foundation
import SharedCache
import TerminalSupport

/// `feed validate-cache`: the Validate Feed Cache use case, on demand.
struct ValidateCacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate-cache",
        abstract: "Delete the cached feed if it has expired (seven days or older) or cannot be read.",
        // The options are listed below; a synopsis of them all would run past any terminal's width.
        usage: "feed validate-cache [<options>]",
        discussion: """
            A fresh cache is kept. Prints what happened: empty (there was no cache), kept or deleted. \
            Cached image data is not touched. Dates are compared with now (FEED_CURRENT_DATE when set).

            Examples:
              feed validate-cache
              FEED_CURRENT_DATE=2030-01-01T00:00:00Z feed validate-cache --json
            """
    )

    @OptionGroup var options: TerminalOptions

    func run() async throws {
        try await options.run { app in
            try await CacheValidationReport.validate(
                app.localFeedLoader.validateCache, of: .feed, at: app.storeURL, json: options.output.json,
                in: app.language)
        }
    }
}
