import AppSupport
import ArgumentParser
import TerminalSupport

/// `feed`: the image feed in a terminal. The entry point of the terminal client.
@main
struct FeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed",
        abstract: "Shows the Essential Feed image feed, its comments and images in a terminal.",
        discussion: """
            With no --base-url, a sample backend is started in-process on loopback, so every command \
            works offline on a fresh machine. Loaded feeds and images are cached in a SQLite store \
            (--store; by default feed.sqlite under $XDG_CACHE_HOME/essential-feed or ~/.cache/essential-feed), and shown from there when the \
            server cannot be reached, while the cache is younger than seven days.

            Environment:
              FEED_CURRENT_DATE  now, in ISO 8601 (2024-05-20T12:00:00Z), for every use case
              LC_ALL, LC_MESSAGES, LANG  the default of --lang, strongest first

            Examples:
              feed                                  the first page of the feed
              feed --all --json                     every page, as JSON
              feed --base-url http://localhost:8080 the feed of another server
              feed comments <image-id> --lang pt-BR an image's comments, in Portuguese
              feed image <image-id> -o photo.png    an image's bytes (cache, else server)
              feed validate-cache                   delete the cache if it has expired

            Exit status: 0 on success, 1 when the feed cannot be loaded (the message is on stderr), \
            64 on a usage error.
            """,
        version: "1.0.0",
        subcommands: [
            ShowFeedCommand.self, CommentsCommand.self, ImageCommand.self, ValidateCacheCommand.self,
        ],
        defaultSubcommand: ShowFeedCommand.self
    )

    /// Options are accepted before the subcommand too: `feed --lang el comments <id>`.
    static func main() async {
        await mainAcceptingOptionsBeforeSubcommand()
    }
}
