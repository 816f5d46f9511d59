import Foundation
import HTTPTestSupport
import SampleBackend
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The backend an app embeds listens on a loopback port any local user can reach: like the web host, it
/// closes idle connections, serves a bounded number at once and keeps a bounded number of validations.
@Suite struct BackendBoundsTests {
    private let client = HTTPTestClient()

    @Test func closesAConnectionThatSendsNothing() async throws {
        let configuration = SampleBackend.Configuration(
            now: { fixedNow }, limits: EmbeddedHTTPServer.Limits(idleTimeout: .milliseconds(200)))
        try await withSampleBackend(configuration) { backend in
            let idle = try LoopbackSocket(port: backend.port)
            idle.send("GET /v1/feed HTTP/1.1\r\n")

            // The idle timeout is 200 ms; 30 s allows for a machine far slower than this one.
            #expect(await idle.isClosedByServer(within: .seconds(30)))
        }
    }

    @Test func servesNoMoreConnectionsThanItsCapUntilOneCloses() async throws {
        let configuration = SampleBackend.Configuration(
            now: { fixedNow }, limits: EmbeddedHTTPServer.Limits(idleTimeout: .seconds(600), maximumConnections: 2))
        try await withSampleBackend(configuration) { backend in
            let held = try [LoopbackSocket(port: backend.port), LoopbackSocket(port: backend.port)]
            for socket in held { socket.send("GET /requirements HTTP/1.1\r\nHost: x\r\n\r\n") }
            // Connections that arrive together are accepted as one batch: the cap applies from the next.
            try await waitUntil { backend.requestCounts.requirements == 2 }
            let waiting = try LoopbackSocket(port: backend.port)
            waiting.send("GET /requirements HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            try await Task.sleep(for: .milliseconds(300))
            let requestsWhileFull = backend.requestCounts.requirements

            held[0].shutDown()

            #expect(await waiting.isClosedByServer(within: .seconds(30)), "served and closed once a connection closed")
            #expect(requestsWhileFull == 2, "the third connection waits while two are open")
            #expect(backend.requestCounts.requirements == 3)
        }
    }

    @Test func keepsTheLatestValidationsAndForgetsTheOldest() async throws {
        let configuration = SampleBackend.Configuration(
            now: { fixedNow }, servesAdminRoutes: true, maximumRecordedValidations: 3)
        try await withSampleBackend(configuration) { backend in
            let item = backend.dataSet.requirements.itemIDs[0]
            let keys = (0..<5).map { _ in UUID() }
            for key in keys { _ = try await validate(item, key: key, backend: backend) }

            let (_, retryOfKept) = try await validate(item, key: keys[4], backend: backend)
            let kept = backend.recordedValidations.map(\.key)
            let (_, retryOfForgotten) = try await validate(item, key: keys[0], backend: backend)

            #expect(kept == Array(keys[2...]))
            #expect(retryOfKept.statusCode == 200)
            #expect(retryOfForgotten.statusCode == 201, "a forgotten key is recorded anew")
            #expect(backend.recordedValidations.map(\.key) == [keys[3], keys[4], keys[0]])
        }
    }

    /// Polls `condition` until it holds, for at most 30 s (a machine far slower than this one).
    private func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while !condition() && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        try #require(condition())
    }

    private func validate(_ item: UUID, key: UUID, backend: SampleBackend) async throws -> (Data, HTTPURLResponse) {
        try await client.post(
            backend.baseURL.appendingPathComponent("requirements/items/\(item.uuidString)/validations"),
            headers: ["Idempotency-Key": key.uuidString, "Content-Type": "application/json"],
            body: Data(#"{"validatedAt":"2024-05-20T12:00:00Z"}"#.utf8))
    }
}
