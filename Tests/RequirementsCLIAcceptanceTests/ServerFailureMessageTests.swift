import ExecutableTestSupport
import Foundation
import HTTPTestSupport
import Testing

/// A server that answers badly, or not at all, is named with its URL and what it did; when
/// the cache stands in, one line on stderr says so.
@Suite struct RequirementsServerFailureMessageTests {
    let unreachable = URL(string: "http://127.0.0.1:9")!

    @Test func aServerThatAnswers404IsNamedWithItsURLAndTheStatus() async throws {
        try await StubHTTPServer.withStarted(responding: StubResponse(statusCode: 404)) { server in
            try await RequirementsAcceptanceContext.run { context in
                let output = try await context.run([], baseURL: server.baseURL)

                #expect(output.status == 1)
                #expect(output.stderr == "The server answered HTTP 404 for \(server.url("/requirements"))\n")
            }
        }
    }

    @Test func aRefusedConnectionIsNamedWithItsURL() async throws {
        try await RequirementsAcceptanceContext.run { context in
            let output = try await context.run([], baseURL: unreachable)

            #expect(output.status == 1)
            #expect(
                output.stderr == "Couldn't connect to server: http://127.0.0.1:9/requirements (Connection refused)\n",
                "\(output.stderr)")
        }
    }

    @Test func theCacheStandingInIsOneLineWithItsAge() async throws {
        try await RequirementsAcceptanceContext.run { context in
            _ = try await context.requirements([])

            let output = try await context.run(
                [], at: RequirementsAcceptanceContext.referenceDate.adding(daysLater: 3), baseURL: unreachable)

            #expect(output.status == 0)
            #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
            #expect(
                output.stderr.hasPrefix(
                    "Showing the cache saved 3 days ago, as the server failed: Couldn't connect to server: "
                        + "http://127.0.0.1:9/requirements ("), "\(output.stderr)")
        }
    }
}
