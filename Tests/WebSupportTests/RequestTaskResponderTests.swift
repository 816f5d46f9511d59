import HTTPTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing
import WebSupport

/// Each request is answered in a task of its own (so its frames go with the answer, not with the
/// connection): the answer and the error are the wrapped responder's, and that responder runs in
/// another task than the connection's; a connection that closes cancels that task.
@Suite("Request task responder")
struct RequestTaskResponderTests {
    /// The task each side ran in, as `UnsafeCurrentTask`'s hash.
    final class Tasks: Sendable {
        private let seen = Mutex<[String: Int]>([:])

        func record(_ side: String) {
            let task = withUnsafeCurrentTask { $0?.hashValue }
            seen.withLock { $0[side] = task }
        }

        subscript(side: String) -> Int? { seen.withLock { $0[side] } }
    }

    /// Records the task the server calls it in (the connection's), then asks `responder`.
    struct RecordingResponder<Responder: HTTPResponder>: HTTPResponder {
        let tasks: Tasks
        let responder: Responder

        func respond(to request: Request, context: Responder.Context) async throws -> Response {
            tasks.record("connection")
            return try await responder.respond(to: request, context: context)
        }
    }

    private static func application(tasks: Tasks) -> some ApplicationProtocol {
        let router = Router()
        router.get("answer") { _, _ in
            tasks.record("responder")
            return "answered"
        }
        router.get("failure") { _, _ -> String in throw HTTPError(.conflict) }
        router.get("forever") { _, _ -> String in
            tasks.record("forever")
            do {
                try await Task.sleep(for: .seconds(150))
            } catch {
                tasks.record("cancelled")
                throw error
            }
            return "never"
        }
        return Application(
            responder: RecordingResponder(
                tasks: tasks, responder: RequestTaskResponder(responder: router.buildResponder())))
    }

    @Test func theAnswerIsTheWrappedRespondersMadeInAnotherTask() async throws {
        let tasks = Tasks()
        try await Self.application(tasks: tasks).test(.live) { client in
            let response = try await client.execute(uri: "/answer", method: .get)

            #expect(response.status == .ok)
            #expect(String(buffer: response.body) == "answered")
            let connection = try #require(tasks["connection"])
            let responder = try #require(tasks["responder"])
            #expect(responder != connection)
        }
    }

    @Test func theWrappedRespondersErrorReachesTheServer() async throws {
        try await Self.application(tasks: Tasks()).test(.live) { client in
            let response = try await client.execute(uri: "/failure", method: .get)

            #expect(response.status == .conflict)
        }
    }

    /// A client that resets its connection while its request's work waits: the work is cancelled, not
    /// left to run for the 150 s it would take (past the two minutes the test waits).
    @Test func aConnectionThatClosesCancelsItsRequestsWork() async throws {
        let tasks = Tasks()
        try await Self.application(tasks: tasks).test(.live) { client in
            let socket = try LoopbackSocket(port: try #require(client.port))
            socket.send("GET /forever HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(await Self.waitUntil { tasks["forever"] != nil }, "the route never started")

            socket.reset()

            #expect(await Self.waitUntil { tasks["cancelled"] != nil }, "the route's work was not cancelled")
        }
    }

    /// Whether `condition` holds within two minutes (a bound only a broken responder reaches).
    private static func waitUntil(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: .seconds(120))
        while !condition(), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition()
    }
}
