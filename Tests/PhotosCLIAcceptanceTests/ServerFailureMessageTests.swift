import ExecutableTestSupport
import Foundation
import HTTPTestSupport
import Testing

/// A server that answers badly, or not at all, is named with its URL and what it did; when
/// the cache stands in, one line on stderr says so.
@Suite struct PhotosServerFailureMessageTests {
    let unreachable = URL(string: "http://127.0.0.1:9")!

    @Test func aServerThatAnswers404IsNamedWithItsURLAndTheStatus() async throws {
        try await StubHTTPServer.withStarted(responding: StubResponse(statusCode: 404)) { server in
            try await PhotosAcceptanceContext.run { context in
                let output = try await context.photos([], baseURL: server.baseURL)

                #expect(output.status == 1)
                #expect(
                    output.stderr == "The server answered HTTP 404 for \(server.url("/photos?page=1&per_page=10"))\n")
            }
        }
    }

    @Test func aRefusedConnectionIsNamedWithItsURL() async throws {
        try await PhotosAcceptanceContext.run { context in
            let output = try await context.photos([], baseURL: unreachable)

            #expect(output.status == 1)
            #expect(
                output.stderr
                    == "Couldn't connect to server: http://127.0.0.1:9/photos?page=1&per_page=10 (Connection refused)\n",
                "\(output.stderr)")
        }
    }

    @Test func theCacheStandingInIsOneLineWithThePagesAge() async throws {
        try await PhotosAcceptanceContext.run { context in
            _ = try await context.photos([])

            let output = try await context.photos([], daysLater: 2, baseURL: unreachable)

            #expect(output.status == 0)
            #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
            #expect(
                output.stderr.hasPrefix(
                    "Showing the cache saved 2 days ago, as the server failed: Couldn't connect to server: "
                        + "http://127.0.0.1:9/photos?page=1&per_page=10 ("), "\(output.stderr)")
        }
    }
}
