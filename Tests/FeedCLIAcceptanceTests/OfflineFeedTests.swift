import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

extension FeedCLIAcceptanceTests {
    /// Scenarios 2 and 3: offline after an online session, and offline with an empty cache.
    @Suite struct OfflineFeed {
        let dataSet = SampleDataSet.shipped

        @Test func showsEveryCachedPageAfterAnOnlineSession() async throws {
            try await AcceptanceContext.run { context in
                let (_, online) = try await context.feedJSON(["--pages", "3"])
                await context.backend.setMode(.offline)

                let (output, offline) = try await context.feedJSON()

                #expect(output.status == 0)
                #expect(offline?.images.map(\.id) == dataSet.images.prefix(30).map(\.id))
                #expect(offline?.images == online?.images)
            }
        }

        @Test func loadingMoreOfflineShowsTheCachedPagesAndTheError() async throws {
            try await AcceptanceContext.run { context in
                _ = try await context.feed(["--pages", "2"])
                await context.backend.setMode(.offline)

                let (output, offline) = try await context.feedJSON(["--all"])

                #expect(output.status == 0)
                #expect(offline?.images.map(\.id) == dataSet.images.prefix(20).map(\.id))
                #expect(offline?.canLoadMore == true)
                let lines = output.stderr.split(separator: "\n").map(String.init)
                #expect(lines.count == 2, "the load-more error, and the cache standing in: \(output.stderr)")
                #expect(lines.first?.hasPrefix("Couldn't connect to server: http://127.0.0.1:") == true)
                #expect(lines.last?.hasPrefix("Showing the cache saved ") == true)
            }
        }

        @Test func showsTheCachedFeedWhenTheServerCannotBeReachedAtAll() async throws {
            try await AcceptanceContext.run { context in
                _ = try await context.feed([])

                let output = try await context.feed([], baseURL: AcceptanceContext.unreachableBaseURL)

                #expect(output.status == 0)
                #expect(output.lines.first == "My Feed")
                #expect(output.text.contains("[10] \(dataSet.images[9].id.uuidString)"))
            }
        }

        @Test func savesCachedImageDataOffline() async throws {
            try await AcceptanceContext.run { context in
                let image = dataSet.images[2]
                let expected = try #require(dataSet.imageData(for: image.id))
                _ = try await context.feed([])
                let online = try await context.feed(["image", image.id.uuidString, "-o", "online.png"])
                await context.backend.setMode(.offline)

                let offline = try await context.feed(["image", image.id.uuidString, "-o", "offline.png"])

                #expect(online.status == 0)
                #expect(offline.status == 0, "stderr: \(offline.stderr)")
                #expect(try Data(contentsOf: context.directory.appending(path: "online.png")) == expected)
                #expect(try Data(contentsOf: context.directory.appending(path: "offline.png")) == expected)
                #expect(
                    online.text.contains("Saved \(expected.count) bytes of http://127.0.0.1:"),
                    "online: \(online.text)")
                // The server was not asked: the line names the cache, not the URL as where the bytes came from.
                #expect(
                    offline.text.contains(
                        "Saved \(expected.count) bytes from the image cache (downloaded earlier from "),
                    "offline: \(offline.text)")
            }
        }

        @Test func writesImageBytesToStandardOutputWithADash() async throws {
            try await AcceptanceContext.run { context in
                let image = dataSet.images[0]

                let output = try await context.feed(["image", image.id.uuidString, "-o", "-"])

                #expect(output.status == 0)
                #expect(output.stdout == dataSet.imageData(for: image.id))
            }
        }

        @Test func failsForImageDataThatWasNeverCached() async throws {
            try await AcceptanceContext.run { context in
                _ = try await context.feed([])
                await context.backend.setMode(.offline)

                let output = try await context.feed(["image", dataSet.images[1].id.uuidString, "-o", "never.png"])

                #expect(output.status == 1)
                #expect(output.stderr.hasPrefix("Couldn't connect to server: http://127.0.0.1:"), "\(output.stderr)")
                #expect(!FileManager.default.fileExists(atPath: context.directory.appending(path: "never.png").path))
            }
        }

        @Test func showsTheErrorMessageWithAnEmptyCache() async throws {
            try await AcceptanceContext.run(mode: .offline) { context in
                let output = try await context.feed([])

                #expect(output.status == 1)
                #expect(output.stdout.isEmpty)
                #expect(output.stderr.hasPrefix("Couldn't connect to server: http://127.0.0.1:"), "\(output.stderr)")
            }
        }

        @Test(arguments: [
            ("pt-BR", "Não foi possível conectar com o servidor"),
            ("el", "Δεν ήταν δυνατή η σύνδεση στο διακομιστή"),
        ])
        func showsTheErrorMessageInTheChosenLanguage(language: String, message: String) async throws {
            try await AcceptanceContext.run { context in
                let output = try await context.feed(
                    ["--lang", language], baseURL: AcceptanceContext.unreachableBaseURL)

                #expect(output.status == 1)
                #expect(
                    output.stderr.hasPrefix(message + ": http://127.0.0.1:9/v1/feed?limit=10 ("), "\(output.stderr)")
            }
        }
    }
}
