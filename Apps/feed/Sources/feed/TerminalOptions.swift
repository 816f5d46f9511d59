import AppSupport
import ArgumentParser
import TerminalSupport

/// The options every subcommand takes: the ones every app shares (where the feed comes from, where it
/// is cached, the request timeout), which hosts its images may come from (`--allow-host`), and how the terminal shows it (`--lang`, `--json`).
struct TerminalOptions: TerminalAppOptions {
    @OptionGroup var app: AppOptions
    @OptionGroup var output: TerminalOutputOptions
    @OptionGroup var hosts: HostPolicyOptions

    @Option(
        name: .customLong("store-format"),
        help: ArgumentHelp(
            "sqlite: one SQLite file (the default, shared with feed-web); json: a folder of plain files, "
                + "feed.json and images/ (--store then names the folder; default feed-json beside feed.sqlite).",
            valueName: "format")
    )
    var storeFormat: FeedStoreFormat = .sqlite
}
