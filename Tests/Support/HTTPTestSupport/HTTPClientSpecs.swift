import Foundation
import SharedAPI
import SharedConcurrency
import Testing

/// The `HTTPClient` contract every client of this package keeps, as checks against a real HTTP server
/// on 127.0.0.1 (see ``HTTPClientCheck``): every status delivered, transport failures thrown, only
/// `http(s)` URLs fetched, redirects followed within one origin only, cancellation, a time limit, and a
/// bound on the response size. Failures are reported at the caller's `sourceLocation`.
public struct HTTPClientSpecs: Sendable {
    /// A new client with this request time limit and maximum response size.
    public typealias MakeClient = @Sendable (_ timeout: Duration, _ maximumResponseSize: Int) -> any HTTPClient

    private let makeClient: MakeClient
    private let defaultMaximumResponseSize: Int

    /// - Parameters:
    ///   - defaultMaximumResponseSize: the client's limit when none is given.
    ///   - makeClient: makes the client under test.
    public init(defaultMaximumResponseSize: Int, makeClient: @escaping MakeClient) {
        self.makeClient = makeClient
        self.defaultMaximumResponseSize = defaultMaximumResponseSize
    }

    public func run(_ check: HTTPClientCheck, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        switch check {
        case .getsTheExactURLWithGET: try await getsTheExactURLWithGET(sourceLocation)
        case .deliversDataAndResponseWhateverTheStatus:
            try await deliversDataAndResponseWhateverTheStatus(sourceLocation)
        case .deliversEmptyDataForAnEmptyBody: try await deliversEmptyDataForAnEmptyBody(sourceLocation)
        case .throwsWhenTheConnectionIsRefused: try await throwsWhenTheConnectionIsRefused(sourceLocation)
        case .refusesAnyURLButHTTPAndHTTPSWithoutSendingAnything: try await refusesAnyURLButHTTPAndHTTPS(sourceLocation)
        case .followsARedirectToTheSameOrigin: try await followsARedirectToTheSameOrigin(sourceLocation)
        case .refusesARedirectToAnotherOrigin: try await refusesARedirectToAnotherOrigin(sourceLocation)
        case .throwsWhenTheConnectionDropsMidBody: try await throwsWhenTheConnectionDropsMidBody(sourceLocation)
        case .cancellingTheCallingTaskCancelsTheRequest: try await cancellingCancelsTheRequest(sourceLocation)
        case .throwsWhenTheServerTakesLongerThanTheTimeout: try await throwsAfterTheTimeout(sourceLocation)
        case .throwsWhenTheBodyStallsPastTheTimeout: try await throwsWhenTheBodyStalls(sourceLocation)
        case .deliversABodyOfExactlyTheMaximumSize: try await deliversABodyOfExactlyTheMaximumSize(sourceLocation)
        case .failsOnABodyOneByteOverTheMaximumSize: try await failsOnABodyOneByteOverTheMaximumSize(sourceLocation)
        case .failsOnAGibibyteDeclaredBodyWithTheDefaultLimitBeforeReadingIt:
            try await failsOnAGibibyteDeclaredBody(sourceLocation)
        case .failsOnAGibibyteChunkedBodyAtTheLimit: try await failsOnAGibibyteChunkedBody(sourceLocation)
        case .failsOnABodyThatNeverEnds: try await failsOnABodyThatNeverEnds(sourceLocation)
        }
    }

    /// The time limit of the checks of the size limit: far above what reaching the limit takes, so that
    /// on a machine busy with the rest of the suite they still fail at the size, never at the time.
    static let sizeLimitTimeout = Duration.seconds(60)

    /// The time limit of every check that is not about time: a loopback answer takes milliseconds, but
    /// the checks run beside the rest of the suite (two whole suites at once on two cores timed out a
    /// 10 s limit), so the limit allows for a machine far slower than that.
    static let defaultTimeout = Duration.seconds(60)

    private func client(timeout: Duration = defaultTimeout, maximumResponseSize: Int? = nil) -> any HTTPClient {
        makeClient(timeout, maximumResponseSize ?? defaultMaximumResponseSize)
    }

    private func getsTheExactURLWithGET(_ location: SourceLocation) async throws {
        try await StubHTTPServer.withStarted { server in
            let target = "/v1/feed?limit=10&after_id=73A7F70C-75DA-4C2E-B5A3-EED40DC53AA6"

            let (_, response) = try await client().get(from: server.url(target))

            #expect(server.requests == [RecordedRequest(method: "GET", target: target)], sourceLocation: location)
            #expect(response.url == server.url(target), "the URL that answered", sourceLocation: location)
        }
    }

    private func deliversDataAndResponseWhateverTheStatus(_ location: SourceLocation) async throws {
        for statusCode in [200, 404, 500] {
            let body = Data("a body".utf8)
            let stub = StubResponse(statusCode: statusCode, body: body, headerFields: ["X-Custom-Header": "a value"])
            try await StubHTTPServer.withStarted(responding: stub) { server in
                let (data, response) = try await client().get(from: server.url("/any"))

                #expect(data == body, sourceLocation: location)
                #expect(response.statusCode == statusCode, sourceLocation: location)
                #expect(response.headerFields["x-custom-header"] == "a value", sourceLocation: location)
            }
        }
    }

    private func deliversEmptyDataForAnEmptyBody(_ location: SourceLocation) async throws {
        try await StubHTTPServer.withStarted(responding: StubResponse(statusCode: 200, body: Data())) { server in
            let (data, response) = try await client().get(from: server.url("/empty"))

            #expect(data.isEmpty, sourceLocation: location)
            #expect(response.statusCode == 200, sourceLocation: location)
        }
    }

    private func throwsWhenTheConnectionIsRefused(_ location: SourceLocation) async throws {
        let server = try await StubHTTPServer.start()
        let url = server.url("/any")
        await server.stop()

        await #expect(throws: (any Error).self, sourceLocation: location) { try await client().get(from: url) }
    }

    private func refusesAnyURLButHTTPAndHTTPS(_ location: SourceLocation) async throws {
        for string in [
            "data:text/plain;base64,aGVsbG8=", "file:///etc/hostname", "javascript:alert(1)", "ftp://127.0.0.1:9/a",
            "http:///no-host", "a/relative/path",
        ] {
            let url = try #require(URL(string: string), sourceLocation: location)
            await #expect(throws: UnsupportedURLError(url: url), sourceLocation: location) {
                try await client().get(from: url)
            }
        }
    }

    private func followsARedirectToTheSameOrigin(_ location: SourceLocation) async throws {
        try await StubHTTPServer.withStarted { server in
            server.respond(to: "/old", with: StubResponse(statusCode: 301, headerFields: ["Location": "/new"]))
            server.respond(to: "/new", with: StubResponse(body: Data("moved".utf8)))

            let (data, response) = try await client().get(from: server.url("/old"))

            #expect(data == Data("moved".utf8), sourceLocation: location)
            #expect(response.statusCode == 200, sourceLocation: location)
            #expect(response.url == server.url("/new"), "the URL that answered", sourceLocation: location)
            #expect(server.requests.map(\.target) == ["/old", "/new"], sourceLocation: location)
        }
    }

    /// `localhost` is the same machine under another host name: another origin, so the client does not
    /// go there, and the check needs no network.
    private func refusesARedirectToAnotherOrigin(_ location: SourceLocation) async throws {
        for target in ["http://localhost:PORT/elsewhere", "file:///etc/hostname", "http://127.0.0.1:9/other-port"] {
            try await StubHTTPServer.withStarted { server in
                let target = target.replacingOccurrences(of: "PORT", with: "\(server.port)")
                server.respond(to: "/old", with: StubResponse(statusCode: 302, headerFields: ["Location": target]))

                await #expect(throws: RedirectNotAllowedError(location: URL(string: target)), sourceLocation: location)
                {
                    try await client().get(from: server.url("/old"))
                }
                #expect(server.requests.map(\.target) == ["/old"], sourceLocation: location)
            }
        }
    }

    private func throwsWhenTheConnectionDropsMidBody(_ location: SourceLocation) async throws {
        for declaresLength in [true, false] {
            let stub = StubResponse(
                body: Data(count: 64 * 1024), repeats: 16, declaresLength: declaresLength, dropsConnectionAfter: 4)
            try await StubHTTPServer.withStarted(responding: stub) { server in
                _ = await #expect(throws: (any Error).self, sourceLocation: location) {
                    try await client().get(from: server.url("/dropped"))
                }
            }
        }
    }

    /// The server would answer after a minute, with a 200: a `CancellationError` long before that can
    /// only come from the cancelled request.
    private func cancellingCancelsTheRequest(_ location: SourceLocation) async throws {
        try await StubHTTPServer.withStarted(responding: StubResponse(delay: .seconds(60))) { server in
            let sut = client(timeout: .seconds(120))
            let url = server.url("/slow")
            let task = Task { try await sut.get(from: url) }
            try #require(try await server.waitForRequests(count: 1), sourceLocation: location)

            let clock = ContinuousClock()
            let start = clock.now
            task.cancel()
            let result = await task.result

            #expect(throws: CancellationError.self, sourceLocation: location) { try result.get() }
            #expect(
                clock.now - start < .seconds(30), "Expected the call to end before the server answered",
                sourceLocation: location)
        }
    }

    /// The server would answer after 30 s with a 200: an error before that can only be the timeout's.
    private func throwsAfterTheTimeout(_ location: SourceLocation) async throws {
        try await StubHTTPServer.withStarted(responding: StubResponse(delay: .seconds(30))) { server in
            let clock = ContinuousClock()
            let start = clock.now

            await #expect(throws: (any Error).self, sourceLocation: location) {
                try await client(timeout: .seconds(1)).get(from: server.url("/slow"))
            }
            #expect(clock.now - start < .seconds(25), "Expected the timeout, not the answer", sourceLocation: location)
        }
    }

    /// The head and 10 of the 100 declared bytes come at once, then nothing: the time limit covers the
    /// body too, so the client fails at its timeout (1 s) rather than wait for the rest. The check gives
    /// up waiting after 30 s, so that a client that would wait forever fails it instead of hanging it.
    private func throwsWhenTheBodyStalls(_ location: SourceLocation) async throws {
        let stub = StubResponse(body: Data(count: 10), repeats: 10, declaresLength: true, stallsAfter: 1)
        try await StubHTTPServer.withStarted(responding: stub) { server in
            let sut = client(timeout: .seconds(1))
            let url = server.url("/stalled")
            let clock = ContinuousClock()
            let start = clock.now

            let failure: (any Error)?
            do {
                _ = try await withTimeLimit(.seconds(30), throwing: CheckGaveUpWaiting()) {
                    try await sut.get(from: url)
                }
                failure = nil
            } catch {
                failure = error
            }

            #expect(failure != nil, "Expected the request to fail", sourceLocation: location)
            #expect(!(failure is CheckGaveUpWaiting), "Expected the client's timeout", sourceLocation: location)
            #expect(clock.now - start < .seconds(25), "Expected the timeout, not the wait", sourceLocation: location)
        }
    }

    private struct CheckGaveUpWaiting: Error {}

    private func deliversABodyOfExactlyTheMaximumSize(_ location: SourceLocation) async throws {
        let kibibyte = Data((0..<1024).map { UInt8($0 % 251) })
        for declaresLength in [true, false] {
            let stub = StubResponse(body: kibibyte, repeats: 64, declaresLength: declaresLength)
            try await StubHTTPServer.withStarted(responding: stub) { server in
                let (data, response) = try await client(maximumResponseSize: 64 * 1024).get(from: server.url("/exact"))

                #expect(response.statusCode == 200, sourceLocation: location)
                #expect(data == Data(Array(repeating: kibibyte, count: 64).joined()), sourceLocation: location)
            }
        }
    }

    /// A body one byte over the limit, declared or not: the client fails rather than deliver a part.
    private func failsOnABodyOneByteOverTheMaximumSize(_ location: SourceLocation) async throws {
        for declaresLength in [true, false] {
            let stub = StubResponse(body: Data(count: 64 * 1024 + 1), repeats: 1, declaresLength: declaresLength)
            try await StubHTTPServer.withStarted(responding: stub) { server in
                _ = await #expect(throws: ResponseTooLargeError(limit: 64 * 1024), sourceLocation: location) {
                    try await client(maximumResponseSize: 64 * 1024).get(from: server.url("/over"))
                }
            }
        }
    }

    /// 1 GiB declared in Content-Length, against the default limit: the client stops at the header.
    private func failsOnAGibibyteDeclaredBody(_ location: SourceLocation) async throws {
        let stub = StubResponse(body: Data(count: 1024 * 1024), repeats: 1024, declaresLength: true)
        try await StubHTTPServer.withStarted(responding: stub) { server in
            _ = await #expect(
                throws: ResponseTooLargeError(limit: defaultMaximumResponseSize), sourceLocation: location
            ) {
                try await client().get(from: server.url("/gibibyte"))
            }
        }
    }

    /// 1 GiB sent chunked: the client stops at its limit (1 MiB here, so that the check does not keep
    /// the process's shared event loops busy with 32 MiB while other suites use them).
    private func failsOnAGibibyteChunkedBody(_ location: SourceLocation) async throws {
        let stub = StubResponse(body: Data(count: 1024 * 1024), repeats: 1024, declaresLength: false)
        try await StubHTTPServer.withStarted(responding: stub) { server in
            _ = await #expect(throws: ResponseTooLargeError(limit: 1024 * 1024), sourceLocation: location) {
                try await client(timeout: Self.sizeLimitTimeout, maximumResponseSize: 1024 * 1024).get(
                    from: server.url("/gibibyte"))
            }
        }
    }

    private func failsOnABodyThatNeverEnds(_ location: SourceLocation) async throws {
        let stub = StubResponse(body: Data(count: 16 * 1024), repeats: nil)
        try await StubHTTPServer.withStarted(responding: stub) { server in
            _ = await #expect(throws: ResponseTooLargeError(limit: 1024 * 1024), sourceLocation: location) {
                try await client(timeout: Self.sizeLimitTimeout, maximumResponseSize: 1024 * 1024).get(
                    from: server.url("/endless"))
            }
            // The client hung up: the server is free for the next request.
            server.respond(with: StubResponse(body: Data("after".utf8)))
            let (data, _) = try await client().get(from: server.url("/next"))
            #expect(data == Data("after".utf8), sourceLocation: location)
        }
    }
}
