import AppSupport
import ArgumentParser
import DatabaseSupport
import TerminalSupport

/// The options every subcommand takes: the ones every app shares (where the feed comes from, where it
/// is cached, the request timeout), which hosts its images may come from (`--allow-host`), the database
/// that may keep the cache instead (`--database-url`), and how the terminal shows it (`--lang`, `--json`).
struct TerminalOptions: TerminalAppOptions {
    @OptionGroup var app: AppOptions
    @OptionGroup var output: TerminalOutputOptions
    @OptionGroup var hosts: HostPolicyOptions
    @OptionGroup var database: DatabaseOptions

    @Option(
        name: .customLong("store-format"),
        help: ArgumentHelp(
            "sqlite: one SQLite file (the default, shared with feed-web); json: a folder of plain files, "
                + "feed.json and images/ (--store then names the folder; default feed-json beside feed.sqlite).",
            valueName: "format")
    )
    var storeFormat: FeedStoreFormat = .sqlite

    /// Refuses `--store-format json` with a database: the cache is in one or the other.
    func validate() throws {
        if storeFormat == .json, try database.resolvedURL() != nil {
            throw ValidationError("--store-format json and --database-url (or DATABASE_URL): the cache is kept in one.")
        }
    }
}
