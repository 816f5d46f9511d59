import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing
import WebSupport

/// Each request is answered in a task of its own (so its frames go with the answer, not with the
/// connection): the answer and the error are the wrapped responder's, and that responder runs in
/// another task than the connection's.
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
}
