import ExecutableTestSupport
import Foundation
import HTTPTestSupport
import Testing

extension FeedCLIAcceptanceTests {
    /// A server that answers badly, or not at all, is named with its URL and what it did, not
    /// "Couldn't connect to server" alone; when the cache stands in, one line on stderr says so.
    @Suite struct ServerFailureMessages {
        @Test func aServerThatAnswers404IsNamedWithItsURLAndTheStatus() async throws {
            try await StubHTTPServer.withStarted(responding: StubResponse(statusCode: 404)) { server in
                try await AcceptanceContext.run { context in
                    let output = try await context.feed([], baseURL: server.baseURL)

                    #expect(output.status == 1)
                    #expect(output.stdout.isEmpty)
                    #expect(output.stderr == "The server answered HTTP 404 for \(server.url("/v1/feed?limit=10"))\n")
                }
            }
        }

        @Test func aRefusedConnectionIsNamedWithItsURLAndTheSocketError() async throws {
            try await AcceptanceContext.run { context in
                let output = try await context.feed([], baseURL: AcceptanceContext.unreachableBaseURL)

                #expect(output.status == 1)
                #expect(
                    output.stderr
                        == "Couldn't connect to server: http://127.0.0.1:9/v1/feed?limit=10 (Connection refused)\n")
            }
        }

        @Test func theCacheStandingInIsOneLineWithItsAgeAndTheServersFailure() async throws {
            try await AcceptanceContext.run { context in
                _ = try await context.feed([])

                let output = try await context.feed(
                    [], at: AcceptanceContext.referenceDate.addingTimeInterval(2 * 3600),
                    baseURL: AcceptanceContext.unreachableBaseURL)

                #expect(output.status == 0)
                #expect(output.lines.first == "My Feed")
                #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
                #expect(
                    output.stderr.hasPrefix(
                        "Showing the cache saved 2 hours ago, as the server failed: Couldn't connect to server: "
                            + "http://127.0.0.1:9/v1/feed?limit=10 (Connection refused)\n"), "\(output.stderr)")
            }
        }

        @Test func theCacheStandingInForA404SaysSoInTheChosenLanguage() async throws {
            try await StubHTTPServer.withStarted(responding: StubResponse(statusCode: 404)) { server in
                try await AcceptanceContext.run { context in
                    _ = try await context.feed([])

                    let output = try await context.feed(
                        ["--lang", "pt-BR"], at: AcceptanceContext.referenceDate.addingTimeInterval(.days(1)),
                        baseURL: server.baseURL)

                    #expect(output.status == 0)
                    #expect(
                        output.stderr
                            == "Mostrando o cache salvo há 1 dia, pois o servidor falhou: O servidor respondeu "
                            + "HTTP 404 para \(server.url("/v1/feed?limit=10"))\n")
                }
            }
        }
    }
}
