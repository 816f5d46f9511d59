import Foundation
import HTTPTestSupport
import Infrastructure
import SharedAPI
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `URLSessionHTTPClient` against a real HTTP server on 127.0.0.1.
@Suite struct URLSessionHTTPClientTests {
    @Test func getsTheExactURLWithGET() async throws {
        try await withServer { server in
            let target = "/v1/feed?limit=10&after_id=73A7F70C-75DA-4C2E-B5A3-EED40DC53AA6"

            _ = try await makeSUT().get(from: server.url(target))

            #expect(server.requests == [RecordedRequest(method: "GET", target: target)])
        }
    }

    @Test(arguments: [200, 404, 500])
    func deliversDataAndResponseWhateverTheStatus(statusCode: Int) async throws {
        let body = Data("a body".utf8)
        let stub = StubResponse(
            statusCode: statusCode, body: body, headerFields: ["X-Custom-Header": "a value"])
        try await withServer(responding: stub) { server in
            let (data, response) = try await makeSUT().get(from: server.url("/any"))

            #expect(data == body)
            #expect(response.statusCode == statusCode)
            #expect(response.headerFields["x-custom-header"] == "a value")
        }
    }

    @Test func deliversEmptyDataForAnEmptyBody() async throws {
        try await withServer(responding: StubResponse(statusCode: 200, body: Data())) { server in
            let (data, response) = try await makeSUT().get(from: server.url("/empty"))

            #expect(data.isEmpty)
            #expect(response.statusCode == 200)
        }
    }

    @Test func throwsWhenTheConnectionIsRefused() async throws {
        let server = try await StubHTTPServer.start()
        let url = server.url("/any")
        await server.stop()

        await #expect(throws: (any Error).self) { try await makeSUT().get(from: url) }
    }

    @Test(arguments: [
        "data:text/plain;base64,aGVsbG8=", "file:///etc/hostname", "javascript:alert(1)", "ftp://127.0.0.1:9/a",
        "http:///no-host", "a/relative/path",
    ])
    func refusesAnyURLButHTTPAndHTTPSWithoutSendingAnything(urlString: String) async throws {
        let url = try #require(URL(string: urlString))

        await #expect(throws: URLSessionHTTPClient.UnsupportedURLError(url: url)) {
            try await makeSUT().get(from: url)
        }
    }

    @Test func followsARedirectToTheSameOrigin() async throws {
        try await withServer { server in
            server.respond(to: "/old", with: StubResponse(statusCode: 301, headerFields: ["Location": "/new"]))
            server.respond(to: "/new", with: StubResponse(body: Data("moved".utf8)))

            let (data, response) = try await makeSUT().get(from: server.url("/old"))

            #expect(data == Data("moved".utf8))
            #expect(response.statusCode == 200)
            #expect(server.requests.map(\.target) == ["/old", "/new"])
        }
    }

    /// `localhost` is the same machine under another host name: another origin, so the client does not go
    /// there, and the test needs no network.
    @Test(arguments: ["http://localhost:PORT/elsewhere", "file:///etc/hostname", "http://127.0.0.1:9/other-port"])
    func refusesARedirectToAnotherOrigin(location: String) async throws {
        try await withServer { server in
            let location = location.replacingOccurrences(of: "PORT", with: "\(server.port)")
            server.respond(to: "/old", with: StubResponse(statusCode: 302, headerFields: ["Location": location]))

            await #expect(throws: URLSessionHTTPClient.RedirectNotAllowedError(location: URL(string: location))) {
                try await makeSUT().get(from: server.url("/old"))
            }
            #expect(server.requests.map(\.target) == ["/old"])
        }
    }

    @Test(arguments: [true, false])
    func throwsWhenTheConnectionDropsMidBody(declaresLength: Bool) async throws {
        let stub = StubResponse(
            body: Data(count: 64 * 1024), repeats: 16, declaresLength: declaresLength, dropsConnectionAfter: 4)
        try await withServer(responding: stub) { server in
            await #expect(throws: (any Error).self) { try await makeSUT().get(from: server.url("/dropped")) }
        }
    }

    /// The server would answer after a minute, with a 200: a `CancellationError` long before that can
    /// only come from the cancelled request.
    @Test func cancellingTheCallingTaskCancelsTheRequest() async throws {
        try await withServer(responding: StubResponse(delay: .seconds(60))) { server in
            let sut = makeSUT(timeout: .seconds(120))
            let url = server.url("/slow")
            let task = Task { try await sut.get(from: url) }
            try #require(try await server.waitForRequests(count: 1))

            let clock = ContinuousClock()
            let start = clock.now
            task.cancel()
            let result = await task.result

            #expect(throws: CancellationError.self) { try result.get() }
            #expect(clock.now - start < .seconds(30), "Expected the call to end before the server answered")
        }
    }

    /// The server would answer after 30 s: a timed-out error before that can only be the timeout's. No
    /// upper bound on the elapsed time: under a loaded machine the timer fires late, not wrong.
    /// FoundationNetworking fails every request at once with an interval under one second; the client
    /// rounds it up to one, so a sub-second timeout still waits a whole second.
    @Test(arguments: [Duration.seconds(1), .milliseconds(300)])
    func throwsWhenTheServerTakesLongerThanTheTimeout(timeout: Duration) async throws {
        try await withServer(responding: StubResponse(delay: .seconds(30))) { server in
            let sut = makeSUT(timeout: timeout)
            let clock = ContinuousClock()
            let start = clock.now

            await #expect {
                try await sut.get(from: server.url("/slow"))
            } throws: { error in
                (error as? URLError)?.code == .timedOut
            }

            #expect(clock.now - start >= .milliseconds(900), "Expected the call to wait a whole second at least")
        }
    }

    // MARK: - Response size

    @Test(arguments: [true, false])
    func deliversABodyOfExactlyTheMaximumSize(declaresLength: Bool) async throws {
        let kibibyte = Data((0..<1024).map { UInt8($0 % 251) })
        let stub = StubResponse(body: kibibyte, repeats: 64, declaresLength: declaresLength)
        try await withServer(responding: stub) { server in
            let (data, response) = try await makeSUT(maximumResponseSize: 64 * 1024).get(from: server.url("/exact"))

            #expect(response.statusCode == 200)
            #expect(data == Data(Array(repeating: kibibyte, count: 64).joined()))
        }
    }

    /// A body one byte over the limit, declared or not: the client fails rather than deliver a part.
    @Test(arguments: [true, false])
    func failsOnABodyOneByteOverTheMaximumSize(declaresLength: Bool) async throws {
        let stub = StubResponse(body: Data(count: 64 * 1024 + 1), repeats: 1, declaresLength: declaresLength)
        try await withServer(responding: stub) { server in
            await #expect(throws: URLSessionHTTPClient.ResponseTooLargeError(limit: 64 * 1024)) {
                try await makeSUT(maximumResponseSize: 64 * 1024).get(from: server.url("/over"))
            }
        }
    }

    /// 1 GiB declared in Content-Length, against the default limit: the client stops at the header.
    @Test func failsOnAGibibyteDeclaredBodyWithTheDefaultLimitBeforeReadingIt() async throws {
        let stub = StubResponse(body: Data(count: 1024 * 1024), repeats: 1024, declaresLength: true)
        try await withServer(responding: stub) { server in
            await #expect(
                throws: URLSessionHTTPClient.ResponseTooLargeError(
                    limit: URLSessionHTTPClient.defaultMaximumResponseSize)
            ) {
                try await makeSUT().get(from: server.url("/gibibyte"))
            }
        }
    }

    /// 1 GiB sent chunked: the client stops at its limit (1 MiB here, so that the test does not keep
    /// the process's shared URLSession work queue busy with 32 MiB while other suites use it).
    @Test func failsOnAGibibyteChunkedBodyAtTheLimit() async throws {
        let stub = StubResponse(body: Data(count: 1024 * 1024), repeats: 1024, declaresLength: false)
        try await withServer(responding: stub) { server in
            await #expect(throws: URLSessionHTTPClient.ResponseTooLargeError(limit: 1024 * 1024)) {
                try await makeSUT(maximumResponseSize: 1024 * 1024).get(from: server.url("/gibibyte"))
            }
        }
    }

    @Test func failsOnABodyThatNeverEnds() async throws {
        let stub = StubResponse(body: Data(count: 16 * 1024), repeats: nil)
        try await withServer(responding: stub) { server in
            await #expect(throws: URLSessionHTTPClient.ResponseTooLargeError(limit: 1024 * 1024)) {
                try await makeSUT(maximumResponseSize: 1024 * 1024).get(from: server.url("/endless"))
            }
            // The client hung up: the server is free for the next request.
            let stub = StubResponse(body: Data("after".utf8))
            server.respond(with: stub)
            let (data, _) = try await makeSUT().get(from: server.url("/next"))
            #expect(data == Data("after".utf8))
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        timeout: Duration = .seconds(10),
        maximumResponseSize: Int = URLSessionHTTPClient.defaultMaximumResponseSize
    ) -> URLSessionHTTPClient {
        URLSessionHTTPClient(timeout: timeout, maximumResponseSize: maximumResponseSize)
    }

    /// Runs `body` with a started server, and stops the server afterwards, whatever happened.
    private func withServer(
        responding response: StubResponse = StubResponse(),
        _ body: (StubHTTPServer) async throws -> Void
    ) async throws {
        try await StubHTTPServer.withStarted(responding: response, body)
    }
}
