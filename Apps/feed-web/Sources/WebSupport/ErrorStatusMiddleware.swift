import Hummingbird

/// Turns an error escaping a route into its status alone: Hummingbird's own errors (404 for an unknown
/// route, …) keep their status, anything else is a 500. No internals reach the client.
public struct ErrorStatusMiddleware<Context: RequestContext>: RouterMiddleware {
    public init() {}

    public func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            return try error.response(from: request, context: context)
        } catch {
            return Response(status: .internalServerError)
        }
    }
}
