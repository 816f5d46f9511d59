import Hummingbird

/// Answers each request in a task of its own, which ends with the answer, and which is cancelled when
/// the request's connection closes first.
///
/// Hummingbird answers every request of a connection in that connection's task, and a Swift task
/// keeps every slab of its stack allocator until the task ends: a connection that once answered a
/// request through the middlewares and a route would hold about 10 KiB of their frames until it
/// closes. A task of its own frees them when the request is answered. The task is not a child the
/// connection's task awaits (`async let`, a task group): a child's slabs stay until its parent
/// collects it, which under load comes long after the answer.
///
/// Nothing cancels a connection's task when its client goes away (a reset) or the server closes it (a
/// client too slow, the end of the shutdown's grace period): the request's task is cancelled then
/// instead, so that its work (a load from an API, a wait for the store) stops rather than running to
/// its own time limit for an answer no one reads.
public struct RequestTaskResponder<Responder: HTTPResponder>: HTTPResponder
where Responder.Context: RequestContext, Responder.Context.Source == ApplicationRequestContextSource {
    public typealias Context = ConnectionRequestContext

    private let responder: Responder

    /// Answers with `responder`, each request in a task of its own.
    public init(responder: Responder) {
        self.responder = responder
    }

    /// `responder`'s answer to `request`, made in a task that ends with it, or is cancelled when the
    /// request's connection closes first. Cancelling the caller does not cancel that task: every
    /// route's work is bounded by its own timeouts.
    public func respond(to request: Request, context: Context) async throws -> Response {
        let channel = context.channel
        let wrappedContext = Responder.Context(
            source: ApplicationRequestContextSource(channel: channel, logger: context.logger))
        defer { ConnectionWork.shared.finished(on: channel) }
        return try await withCheckedThrowingContinuation { continuation in
            let task = Task { [responder] in
                do {
                    continuation.resume(returning: try await responder.respond(to: request, context: wrappedContext))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
            ConnectionWork.shared.started(task, on: channel)
        }
    }
}
