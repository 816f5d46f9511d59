import ExecutableTestSupport
import Foundation
import SQLiteInfrastructure
import SampleBackend
import Testing

extension FeedCLIAcceptanceTests {
    /// `feed` on its embedded backend, which listens on a new port each run, so the image URLs of one
    /// run are not the next run's: image bytes cached in one run still come back offline in a later
    /// one, and a run that downloads nothing new leaves no second copy of them behind.
    @Suite struct ImageDataAcrossRuns {
        let dataSet = SampleDataSet.shipped

        @Test func bytesCachedInOneRunComeBackOfflineAfterAnotherRun() async throws {
            try await withTemporaryWorkingDirectory(prefix: "feed-image-across-runs", executable: "feed") {
                directory, feed in
                let store = ["--store", directory.appending(path: "feed.sqlite").path]
                let image = dataSet.images[1]
                let expected = try #require(dataSet.imageData(for: image.id))

                let download = try await feed.run(["image", image.id.uuidString, "-o", "first.png"] + store)
                let firstURL = try #require(try await imageURL(of: image.id, running: feed, store))
                let laterRun = try await feed.run(["--json"] + store)
                let laterURL = try #require(try decodedURL(of: image.id, in: laterRun.stdout))
                let offline = try await feed.run(
                    ["image", image.id.uuidString, "-o", "offline.png", "--base-url", "http://127.0.0.1:9"] + store)

                #expect(download.status == 0, "stderr: \(download.stderr)")
                #expect(laterURL != firstURL, "Expected the embedded backend on a new port")
                #expect(offline.status == 0, "stderr: \(offline.stderr)")
                #expect(try Data(contentsOf: directory.appending(path: "offline.png")) == expected)
                let cache = SQLiteFeedStore(storeURL: directory.appending(path: "feed.sqlite"))
                #expect(try await cache.retrieve(dataForURL: laterURL) == expected)
                #expect(try await cache.retrieve(dataForURL: firstURL) == nil, "Expected no second copy")
            }
        }

        /// The URL the cached feed has for `id` now, read by an offline `feed --json`.
        private func imageURL(of id: UUID, running feed: AppExecutable, _ store: [String]) async throws -> URL? {
            let output = try await feed.run(["--json", "--base-url", "http://127.0.0.1:9"] + store)
            return try decodedURL(of: id, in: output.stdout)
        }

        private func decodedURL(of id: UUID, in json: Data) throws -> URL? {
            try JSONDecoder().decode(FeedJSON.self, from: json).images.first { $0.id == id }?.url
        }
    }
}
