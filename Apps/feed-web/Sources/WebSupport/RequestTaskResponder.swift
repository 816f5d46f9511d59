import Hummingbird

/// Answers each request in a task of its own, which ends with the answer.
///
/// Hummingbird answers every request of a connection in that connection's task, and a Swift task
/// keeps every slab of its stack allocator until the task ends: a connection that once answered a
/// request through the middlewares and a route would hold about 10 KiB of their frames until it
/// closes. A task of its own frees them when the request is answered. The task is not a child the
/// connection's task awaits (`async let`, a task group): a child's slabs stay until its parent
/// collects it, which under load comes long after the answer.
public struct RequestTaskResponder<Responder: HTTPResponder>: HTTPResponder where Responder.Context: Sendable {
    private let responder: Responder

    /// Answers with `responder`, each request in a task of its own.
    public init(responder: Responder) {
        self.responder = responder
    }

    /// `responder`'s answer to `request`, made in a task that ends with it. Cancelling the caller does
    /// not cancel that task: every route's work is bounded by its own timeouts.
    public func respond(to request: Request, context: Responder.Context) async throws -> Response {
        try await withCheckedThrowingContinuation { continuation in
            Task { [responder] in
                do {
                    continuation.resume(returning: try await responder.respond(to: request, context: context))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }
}
