import Foundation
import Hummingbird
import SampleBackend
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct EmbeddedHTTPServerTests {
    @Test func servesTheRouterOnAnEphemeralLoopbackPort() async throws {
        let router = Router()
        router.get("hello") { _, _ in "hello" }

        let server = try await EmbeddedHTTPServer.start(router: router)
        defer { Task { await server.stop() } }

        #expect(server.port > 0)
        #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
        let (data, response) = try await HTTPTestClient().get(
            server.baseURL.appendingPathComponent("hello"))
        #expect(response.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self) == "hello")
    }

    @Test func stopClosesThePortBeforeReturning() async throws {
        let server = try await EmbeddedHTTPServer.start(router: Router())

        await server.stop()

        let error = await #expect(throws: URLError.self) {
            _ = try await HTTPTestClient().get(server.baseURL.appendingPathComponent("anything"))
        }
        #expect(error?.code == .cannotConnectToHost)
    }

    @Test func startThrowsWhenThePortIsTaken() async throws {
        let first = try await EmbeddedHTTPServer.start(router: Router())
        defer { Task { await first.stop() } }

        await #expect(throws: (any Error).self) {
            let second = try await EmbeddedHTTPServer.start(router: Router(), port: first.port)
            await second.stop()
        }
    }
}
