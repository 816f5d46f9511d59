import AppSupport
import ArgumentParser
import FeedComposition
import FeedFeature
import FeedTerminal
import SharedAPI
import SharedPresentation
import TerminalSupport

/// `feed [show]`: the image feed, remote with cache fallback, one page or more.
struct ShowFeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show the image feed (the default command).",
        // The options are listed below; a synopsis of them all would run past any terminal's width.
        usage: "feed [show] [<options>]",
        discussion: """
            Loads the first page from the server and caches it; when the server cannot be reached, shows \
            the cached feed while it is younger than seven days. --pages and --all load more pages after \
            it (each one cached with the pages before it); an empty page ends the feed. When a \
            later page fails to load (offline, say), the pages loaded so far are shown and the connection \
            error is printed on stderr; the exit status stays 0.

            Examples:
              feed
              feed --pages 2
              feed show --all --json --lang el
            """
    )

    @OptionGroup var options: TerminalOptions

    @Option(
        name: .customLong("pages"),
        help: ArgumentHelp("How many pages to load (1 to 1000; 1 by default).", valueName: "n"))
    var pages: Int?

    @Flag(name: .customLong("all"), help: "Load every page, until an empty one.")
    var all = false

    /// Refuses `--pages` out of its range, and `--pages` with `--all`, which ask for different counts.
    func validate() throws {
        guard let pages else { return }
        guard (1...PaginatedFeedLoader.maximumPages).contains(pages) else {
            throw UsageMessage.outOfRange("--pages", 1...PaginatedFeedLoader.maximumPages)
        }
        guard !all else { throw UsageMessage.conflicting("--all", "--pages") }
    }

    func run() async throws {
        try await options.run { app in
            let feed = try await Terminal.present(
                { try await app.feedLoader.load().loadingMore(upTo: all ? nil : pages ?? 1) }, in: app.language
            ) { [options] feed in
                let document = FeedDocument(
                    images: feed.items, canLoadMore: feed.last.canLoadMore, language: app.language)
                return options.output.json
                    ? try DocumentJSONEncoder.string(from: document) : DocumentTextRenderer.render(document)
            }
            // Like a load-more error cell under a shown feed: keep what was loaded, say why it stops.
            if let error = feed.loadMoreError as? any TerminalReportableError {
                Terminal.printError(error.message(in: app.language))
            } else if feed.loadMoreError != nil {
                Terminal.printError(
                    ServerExchangeLog.current?.last?.message(in: app.language)
                        ?? SharedStrings.genericConnectionError(in: app.language))
            }
        }
    }
}
