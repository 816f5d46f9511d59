import AppSupport
import ArgumentParser
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct AppOptionsTests {
    @Test func defaultsToTheEmbeddedBackendTheDefaultStoreAndTenSeconds() throws {
        let options = try AppOptions.parse([])

        #expect(options.baseURL == nil)
        #expect(options.storePath == nil)
        #expect(options.timeoutSeconds == 10)
    }

    @Test func parsesEveryOption() throws {
        let options = try AppOptions.parse([
            "--base-url", "https://feed.example:8443/api", "--store", "/tmp/a.sqlite", "--timeout", "2.5",
        ])

        #expect(options.baseURL == URL(string: "https://feed.example:8443/api"))
        #expect(options.storePath == "/tmp/a.sqlite")
        #expect(options.timeoutSeconds == 2.5)
    }

    @Test(arguments: ["ftp://feed.example", "not a url", "http://", "/relative/path"])
    func rejectsABaseURLThatIsNotHTTP(value: String) {
        #expect {
            try AppOptions.parse(["--base-url", value])
        } throws: { error in
            AppOptions.message(for: error).contains("is not an http(s) URL")
        }
    }

    @Test(arguments: ["0", "-1", "inf", "nan", "3600.5", "1e16"])
    func rejectsATimeoutOutOfItsRange(value: String) {
        #expect {
            try AppOptions.parse(["--timeout=\(value)"])
        } throws: { error in
            AppOptions.message(for: error).contains("--timeout must be a number of seconds above 0, at most 3600.")
        }
    }

    @Test func runsWithTheGivenBaseURLAndStoreAndCreatesTheStoresFolder() async throws {
        try await withTemporaryDirectory { directory in
            let store = directory.appending(path: "a/b/feed.sqlite")
            let options = try AppOptions.parse([
                "--base-url", "http://127.0.0.1:9", "--store", store.path, "--timeout", "1.5",
            ])

            let context = try await options.run(
                environment: ["FEED_CURRENT_DATE": "2024-05-20T12:00:00Z"], defaultStoreFileName: "feed.sqlite"
            ) { $0 }

            #expect(context.baseURL == URL(string: "http://127.0.0.1:9"))
            #expect(context.storeURL.path == store.path)
            #expect(context.requestTimeout == .milliseconds(1500))
            #expect(context.clock.now() == Date(timeIntervalSince1970: 1_716_206_400))
            #expect(FileManager.default.fileExists(atPath: directory.appending(path: "a/b").path))
        }
    }

    @Test func runsTheSampleBackendWhileTheBodyRunsAndStopsItAfterwards() async throws {
        try await withTemporaryDirectory { directory in
            let options = try AppOptions.parse(["--store", directory.appending(path: "feed.sqlite").path])

            let feedURL = try await options.run(environment: [:], defaultStoreFileName: "feed.sqlite") { context in
                let url = context.baseURL.appending(path: "v1/feed").appending(queryItems: [
                    URLQueryItem(name: "limit", value: "10")
                ])
                let (_, response) = try await URLSession.shared.data(from: url)
                #expect((response as? HTTPURLResponse)?.statusCode == 200)
                return url
            }

            await #expect(throws: (any Error).self) { try await URLSession.shared.data(from: feedURL) }
        }
    }

    @Test func failsWithoutRunningTheBodyWhenTheStoresFolderCannotBeCreated() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "a-file")
            try Data().write(to: file)
            let store = file.appending(path: "feed.sqlite")
            let options = try AppOptions.parse(["--base-url", "http://127.0.0.1:9", "--store", store.path])

            await #expect(throws: StoreLocation.FolderError(storeURL: store)) {
                try await options.run(environment: [:], defaultStoreFileName: "feed.sqlite") { _ in
                    Issue.record("the body ran")
                }
            }
        }
    }

    @Test func failsOnAnInvalidCurrentDate() async throws {
        let options = try AppOptions.parse(["--base-url", "http://127.0.0.1:9", "--store", "/tmp/unused.sqlite"])

        await #expect(throws: AppClock.InvalidDateError(value: "yesterday")) {
            try await options.run(environment: ["FEED_CURRENT_DATE": "yesterday"], defaultStoreFileName: "feed.sqlite")
            { _ in
                Issue.record("the body ran")
            }
        }
    }

    private func withTemporaryDirectory(_ body: (URL) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "AppOptionsTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(directory)
    }
}
