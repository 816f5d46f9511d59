import Foundation
import Hummingbird
import SampleBackend

/// A programmable HTTP server on 127.0.0.1 for tests that need a real server: it records every request
/// and answers each with the programmed `StubResponse`, whatever the method or path.
///
///     let server = try await StubHTTPServer.start(responding: StubResponse(statusCode: 404))
///     ... GET server.url("/v1/feed?limit=10") ...
///     #expect(server.requests == [RecordedRequest(method: "GET", target: "/v1/feed?limit=10")])
///     await server.stop()   // also when the test fails: the port stays open otherwise
public final class StubHTTPServer: Sendable {
    private let server: EmbeddedHTTPServer
    private let responder: StubResponder

    private init(server: EmbeddedHTTPServer, responder: StubResponder) {
        self.server = server
        self.responder = responder
    }

    /// Starts a server on an ephemeral port of 127.0.0.1; returns once it listens.
    public static func start(responding response: StubResponse = StubResponse()) async throws
        -> StubHTTPServer
    {
        let responder = StubResponder(response: response)
        let server = try await EmbeddedHTTPServer.start(
            responder: CallbackResponder { (request, _: BasicRequestContext) in
                try await responder.respond(to: request)
            }
        )
        return StubHTTPServer(server: server, responder: responder)
    }

    /// Runs `body` with a started server, and stops it afterwards, also when `body` throws.
    public static func withStarted<T>(
        responding response: StubResponse = StubResponse(),
        _ body: (StubHTTPServer) async throws -> T
    ) async throws -> T {
        let server = try await start(responding: response)
        let result: T
        do {
            result = try await body(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        return result
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL { server.baseURL }

    /// The port the server listens on.
    public var port: Int { server.port }

    /// `baseURL` followed by `pathAndQuery`, e.g. `url("/v1/feed?limit=10")`.
    public func url(_ pathAndQuery: String) -> URL {
        URL(string: baseURL.absoluteString + pathAndQuery)!
    }

    /// Every request received so far, in order of arrival.
    public var requests: [RecordedRequest] { responder.requests }

    /// Answers the following requests with `response`.
    public func respond(with response: StubResponse) {
        responder.program(response)
    }

    /// Answers the following requests for `path` (without its query) with `response`, whatever the
    /// other paths are answered with.
    public func respond(to path: String, with response: StubResponse) {
        responder.program(response, forPath: path)
    }

    /// Waits until at least `count` requests have arrived. - Returns: whether they did within `timeout`.
    public func waitForRequests(count: Int = 1, timeout: Duration = .seconds(30)) async throws -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while requests.count < count {
            guard clock.now < deadline else { return false }
            try await Task.sleep(for: .milliseconds(10))
        }
        return true
    }

    /// Stops the server; returns once its port is closed.
    public func stop() async {
        await server.stop()
    }
}
