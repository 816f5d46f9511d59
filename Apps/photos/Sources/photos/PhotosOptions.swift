import AppSupport
import ArgumentParser
import DatabaseSupport
import Photos
import SharedCache
import TerminalSupport

/// The options every subcommand takes: the ones every app shares (where the photos come from, where
/// they are cached, the request timeout), the database that may keep the cache instead of its file,
/// the cache's max age, and how the terminal shows them.
struct PhotosOptions: TerminalAppOptions {
    @OptionGroup var app: AppOptions
    @OptionGroup var hosts: HostPolicyOptions
    @OptionGroup var database: DatabaseOptions

    @Option(
        name: .customLong("max-age"),
        help: ArgumentHelp(
            "How many days cached photos may be shown when offline (0: never; at most 3650).", valueName: "days")
    )
    var maxAgeInDays = 7

    @OptionGroup var output: TerminalOutputOptions

    func validate() throws {
        guard (0...3650).contains(maxAgeInDays) else {
            throw UsageMessage.outOfRange("--max-age", 0...3650, unit: .days)
        }
    }

    var policy: CachePolicy { CachePolicy(maxAgeInDays: maxAgeInDays) }
}
