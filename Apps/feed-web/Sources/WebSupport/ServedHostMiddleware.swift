import Hummingbird

/// Answers `421 Misdirected Request`, with no page and no cookie, to a request whose `Host` is not one
/// of ``ServedHostNames``; every other request goes on.
public struct ServedHostMiddleware<Context: RequestContext>: RouterMiddleware {
    private let names: ServedHostNames

    public init(names: ServedHostNames) {
        self.names = names
    }

    public func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard names.serves(authority: request.head.authority) else {
            return Response(status: .misdirectedRequest, headers: [.cacheControl: "no-store"])
        }
        return try await next(request, context)
    }
}
