import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

extension FeedCLIAcceptanceTests {
    /// Scenario 1: online, the first page with its images; load more appends; an empty page ends it.
    @Suite struct OnlineFeed {
        let dataSet = SampleDataSet.shipped

        @Test func showsTheTitleAndTheFirstPageOfImages() async throws {
            try await AcceptanceContext.run { context in
                let output = try await context.feed([])

                #expect(output.status == 0)
                #expect(output.stderr.isEmpty)
                #expect(output.lines.first == "My Feed")
                let first = dataSet.images[0]
                #expect(output.text.contains("[1] \(first.id.uuidString)"))
                #expect(output.text.contains("[10] \(dataSet.images[9].id.uuidString)"))
                #expect(!output.text.contains("[11]"))
                if let location = first.location { #expect(output.text.contains("📍 \(location)")) }
                if let description = first.description { #expect(output.text.contains(description)) }
            }
        }

        @Test func printsThePageAsJSON() async throws {
            try await AcceptanceContext.run { context in
                let (output, feed) = try await context.feedJSON()

                #expect(output.status == 0)
                let json = try #require(feed)
                #expect(json.schemaVersion == 1)
                #expect(json.title == "My Feed")
                #expect(json.canLoadMore)
                #expect(json.images.map(\.id) == dataSet.images.prefix(10).map(\.id))
                #expect(json.images.map(\.location) == dataSet.images.prefix(10).map(\.location))
                #expect(json.images.map(\.description) == dataSet.images.prefix(10).map(\.description))
                #expect(
                    json.images.allSatisfy { $0.url.host == "127.0.0.1" && $0.url.port == context.backend.baseURL.port }
                )
            }
        }

        @Test func loadsMorePagesAppendingEach() async throws {
            try await AcceptanceContext.run { context in
                let (output, feed) = try await context.feedJSON(["--pages", "2"])

                #expect(output.status == 0)
                #expect(feed?.images.map(\.id) == dataSet.images.prefix(20).map(\.id))
                #expect(feed?.canLoadMore == true)
            }
        }

        @Test func stopsLoadingMoreAtTheEmptyLastPage() async throws {
            try await AcceptanceContext.run { context in
                let (all, allFeed) = try await context.feedJSON(["--all"])
                let (many, manyFeed) = try await context.feedJSON(["--pages", "50"])

                #expect(all.status == 0)
                #expect(allFeed?.images.map(\.id) == dataSet.images.map(\.id))
                #expect(allFeed?.canLoadMore == false)
                #expect(many.status == 0)
                #expect(manyFeed == allFeed)
            }
        }

        @Test func showsTheTitleInTheChosenLanguage() async throws {
            try await AcceptanceContext.run { context in
                let portuguese = try await context.feed(["--lang", "pt-BR"])
                let greekFromLocale = try await context.feed([], environment: ["LANG": "el_GR.UTF-8"])
                let englishOverridesLocale = try await context.feed(
                    ["--lang", "en"], environment: ["LC_ALL": "pt_BR.UTF-8"])

                #expect(portuguese.lines.first == "Meu Feed")
                #expect(greekFromLocale.lines.first == "Το Feed μου")
                #expect(englishOverridesLocale.lines.first == "My Feed")
            }
        }

        @Test func worksOutOfTheBoxWithTheEmbeddedSampleBackend() async throws {
            try await AcceptanceContext.run { context in
                // No --base-url: the app starts its own sample backend; no --store: the XDG cache.
                let output = try await context.executable.run(
                    ["--json"],
                    environment: ["XDG_CACHE_HOME": context.directory.appending(path: "xdg").path]
                )

                #expect(output.status == 0)
                let feed = try JSONDecoder().decode(FeedJSON.self, from: output.stdout)
                #expect(feed.images.map(\.id) == dataSet.images.prefix(10).map(\.id))
                #expect(feed.images.first?.url.port != context.backend.baseURL.port)
                let defaultStore = context.directory.appending(path: "xdg/essential-feed/feed.sqlite")
                #expect(FileManager.default.fileExists(atPath: defaultStore.path))
            }
        }
    }
}
