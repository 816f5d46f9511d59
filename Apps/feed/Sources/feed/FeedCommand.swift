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

            `feed` alone runs `feed show`, whose options it takes: --base-url <url> (the feed API), \
            --store <path>, --store-format sqlite|json, --lang en|pt-BR|el, --json, --pages <n> (how many \
            pages, 1 by default), --all (every page), --timeout <seconds>, --max-response-size <MiB> and \
            --allow-host <host>. `feed help show` describes each of them.

            Environment: FEED_CURRENT_DATE is now, in ISO 8601 (2024-05-20T12:00:00Z), for every use \
            case; LC_ALL, LC_MESSAGES and LANG, strongest first, give the default of --lang.

            Examples:
              feed
              feed --all --json
              feed --base-url http://localhost:8081 --lang el
              feed comments 7DAF0165-CB0D-594F-8E7B-1D92DBB43B57 --lang pt-BR
              feed image 5A484017-40B2-5128-89E8-34378C06DBD5 -o photo.png
              feed validate-cache

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
