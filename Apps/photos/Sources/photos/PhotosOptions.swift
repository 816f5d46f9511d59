import ArgumentParser
import FeedAppSupport
import Photos
import SharedCache

/// The options every subcommand takes: the ones every app shares (where the photos come from, where
/// they are cached, the request timeout), the cache's max age, and how the terminal shows them.
struct PhotosOptions: ParsableArguments {
    @OptionGroup var app: FeedAppOptions

    @Option(
        name: .customLong("max-age"),
        help: ArgumentHelp("How many days cached photos may be shown when offline (0: never).", valueName: "days")
    )
    var maxAgeInDays = 7

    @OptionGroup var output: TerminalOutputOptions

    func validate() throws {
        guard maxAgeInDays >= 0 else { throw ValidationError("--max-age must be 0 or more days.") }
    }

    var policy: CachePolicy { CachePolicy(maxAgeInDays: maxAgeInDays) }
}
