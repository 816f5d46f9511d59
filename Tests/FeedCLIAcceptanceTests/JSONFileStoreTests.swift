import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

extension FeedCLIAcceptanceTests {
    /// `--store-format json`: the same use cases on Infrastructure's JSON-file store, a folder of
    /// plain files, online and offline.
    @Suite struct JSONFileStore {
        @Test func theFeedAndAnImageCachedInAFolderOfFilesComeBackOffline() async throws {
            try await AcceptanceContext.run { context in
                let folder = context.directory.appending(path: "json-store").path
                let store = ["--store-format", "json", "--store", folder]
                let id = try #require(context.backend.dataSet.images.first?.id.uuidString)
                let offline = ["--base-url", AcceptanceContext.unreachableBaseURL.absoluteString]

                let online = try await context.executable.run(
                    ["--json"] + store + ["--base-url", context.backend.baseURL.absoluteString])
                let image = try await context.executable.run(
                    ["image", id, "-o", "online.png"] + store + ["--base-url", context.backend.baseURL.absoluteString])
                let cachedFeed = try await context.executable.run(["--json"] + store + offline)
                let cachedImage = try await context.executable.run(
                    ["image", id, "-o", "offline.png"] + store + offline)

                #expect([online.status, image.status, cachedFeed.status, cachedImage.status] == [0, 0, 0, 0])
                #expect(cachedFeed.stdout == online.stdout)
                #expect(FileManager.default.fileExists(atPath: folder + "/feed.json"))
                let saved = try Data(contentsOf: context.executable.workingDirectory.appending(path: "offline.png"))
                #expect(
                    saved == (try Data(contentsOf: context.executable.workingDirectory.appending(path: "online.png"))))
                #expect(!saved.isEmpty)
            }
        }
    }
}
