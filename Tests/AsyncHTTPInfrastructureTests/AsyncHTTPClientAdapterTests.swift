import AsyncHTTPInfrastructure
import Foundation
import HTTPTestSupport
import SharedAPI
import Testing

/// `AsyncHTTPClientAdapter` against a real HTTP server on 127.0.0.1: the contract every client keeps,
/// and what is particular to this one.
@Suite struct AsyncHTTPClientAdapterTests {
    @Test(arguments: HTTPClientCheck.allCases)
    func contract(_ check: HTTPClientCheck) async throws {
        try await HTTPClientSpecs(defaultMaximumResponseSize: AsyncHTTPClientAdapter.defaultMaximumResponseSize) {
            timeout, maximumResponseSize in
            AsyncHTTPClientAdapter(timeout: timeout, maximumResponseSize: maximumResponseSize)
        }.run(check)
    }

    @Test func sendsTheMethodHeaderFieldsAndBody() async throws {
        try await StubHTTPServer.withStarted(responding: StubResponse(statusCode: 201)) { server in
            let request = HTTPRequest(
                method: "POST", url: server.url("/v1/validations"), headerFields: ["Idempotency-Key": "key-1"],
                body: Data(#"{"ok":true}"#.utf8))

            let (_, response) = try await AsyncHTTPClientAdapter().send(request)

            #expect(response.statusCode == 201)
            let recorded = try #require(server.requests.first)
            #expect(recorded.method == "POST")
            #expect(recorded.target == "/v1/validations")
        }
    }

    @Test func stopsAfterTheMaximumNumberOfRedirects() async throws {
        try await StubHTTPServer.withStarted(
            responding: StubResponse(statusCode: 302, headerFields: ["Location": "/again"])
        ) { server in
            await #expect(throws: AsyncHTTPClientAdapter.TooManyRedirectsError.self) {
                try await AsyncHTTPClientAdapter().get(from: server.url("/loop"))
            }
            #expect(server.requests.count == AsyncHTTPClientAdapter.maximumRedirects + 1)
        }
    }

    /// A 303 after a POST is fetched with GET and no body, as browsers and URLSession do.
    @Test func followsASeeOtherAfterAPostWithAGet() async throws {
        try await StubHTTPServer.withStarted { server in
            server.respond(to: "/post", with: StubResponse(statusCode: 303, headerFields: ["Location": "/result"]))
            server.respond(to: "/result", with: StubResponse(body: Data("done".utf8)))

            let (data, _) = try await AsyncHTTPClientAdapter().send(
                HTTPRequest(method: "POST", url: server.url("/post"), body: Data("x".utf8)))

            #expect(data == Data("done".utf8))
            #expect(server.requests.map(\.method) == ["POST", "GET"])
        }
    }
}
