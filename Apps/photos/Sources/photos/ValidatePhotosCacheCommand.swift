import ArgumentParser
import Photos
import TerminalSupport

/// `photos validate-cache`: delete the cached photos if they have expired or cannot be read.
struct ValidatePhotosCacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate-cache",
        abstract: "Delete the cached photos if they are --max-age days old or older, or cannot be read.",
        // The options are listed below; a synopsis of them all would run past any terminal's width.
        usage: "photos validate-cache [<options>]",
        discussion: """
            A fresh cache is kept. Prints what happened: empty (there was no cache), kept or deleted. \
            Dates are compared with now (FEED_CURRENT_DATE when set).

            Examples:
              photos validate-cache
              photos validate-cache --max-age 1 --json
            """
    )

    @OptionGroup var options: PhotosOptions

    func run() async throws {
        try await options.run { app in
            try await CacheValidationReport.validate(
                app.localPhotosLoader.validateCache, of: .photos, at: app.storeURL, json: options.output.json,
                in: app.language)
        }
    }
}
