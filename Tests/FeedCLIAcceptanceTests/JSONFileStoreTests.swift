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

        /// `--store` naming a folder of the user's own files: a store that did not check what it owned
        /// exited 0, `images/` lost `logo.png` and `sub/` (the save removed every entry it did not
        /// recognise), and `feed.json` was overwritten.
        @Test func aStoreFolderOfTheUsersFilesIsRefusedAndLeftByteForByte() async throws {
            try await AcceptanceContext.run { context in
                let site = context.directory.appending(path: "site")
                let files = [
                    "images/logo.png": Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]),
                    "images/sub/keep.txt": Data("keep me\n".utf8),
                    "feed.json": Data(#"{"title":"my site","pages":["index.html"]}"#.utf8),
                ]
                for (path, data) in files {
                    let url = site.appending(path: path)
                    try FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try data.write(to: url)
                }

                let output = try await context.executable.run(
                    [
                        "--store-format", "json", "--store", site.path, "--base-url",
                        context.backend.baseURL.absoluteString,
                    ])

                #expect(output.status == 1)
                #expect(
                    output.stderr.contains("\(site.path)/feed.json was not written by this cache"), "\(output.stderr)")
                #expect(output.stderr.contains("nothing was changed"))
                for (path, data) in files {
                    #expect(try Data(contentsOf: site.appending(path: path)) == data, "\(path)")
                }
                #expect(
                    Set(try FileManager.default.subpathsOfDirectory(atPath: site.path))
                        == ["feed.json", "images", "images/logo.png", "images/sub", "images/sub/keep.txt"])
            }
        }
    }
}
