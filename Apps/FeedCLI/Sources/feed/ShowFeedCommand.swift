import ArgumentParser
import FeedAppSupport
import FeedComposition
import FeedFeature
import SharedAPI

/// `feed [show]`: the image feed, remote with cache fallback, one page or more.
struct ShowFeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show the image feed (the default command).",
        discussion: """
            Loads the first page from the server and caches it; when the server cannot be reached, shows \
            the cached feed while it is younger than seven days. --pages and --all load more pages after \
            it (each one cached with the pages before it); an empty page ends the feed.

            Examples:
              feed
              feed --pages 2
              feed show --all --json --lang el
            """
    )

    @OptionGroup var options: AppOptions

    @Option(name: .customLong("pages"), help: ArgumentHelp("How many pages to load.", valueName: "n"))
    var pages = 1

    @Flag(name: .customLong("all"), help: "Load every page, until an empty one.")
    var all = false

    func validate() throws {
        guard pages >= 1 else { throw ValidationError("--pages must be 1 or more.") }
    }

    func run() async throws {
        try await options.run { app in
            var feed = try await app.feedLoader.load()
            var loaded = 1
            while all || loaded < pages, let loadMore = feed.loadMore {
                feed = try await loadMore()
                loaded += 1
            }
            let document = FeedDocument(images: feed.items, canLoadMore: feed.canLoadMore, language: app.language)
            Terminal.print(
                options.json ? try DocumentJSONEncoder.string(from: document) : DocumentTextRenderer.render(document)
            )
        }
    }
}
