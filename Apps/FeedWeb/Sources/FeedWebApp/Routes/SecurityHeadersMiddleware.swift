import HTTPTypes
import Hummingbird

/// Adds the security headers to every response: a Content-Security-Policy that allows only the app's
/// own scripts, styles and images (no inline script or style), no framing, and no MIME sniffing.
/// An error escaping a route becomes its status alone: no internals reach the client.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    static var contentSecurityPolicy: String {
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
            + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    }

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            // Hummingbird's own errors (404 for an unknown route, …) carry no internals.
            response = try error.response(from: request, context: context)
        } catch {
            response = Response(status: .internalServerError)
        }
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        return response
    }
}
