import Hummingbird
import Logging

/// Logs every request once it is answered: method, path and the response's status, at `level`
/// (`feed-web --log-level info`). Hummingbird's `LogRequestsMiddleware` logs a request as it arrives,
/// before anyone knows its status. A request that ends in an error logs the error's status (500 for an
/// error that carries none) and the error goes on to the middleware that answers it.
public struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    private let level: Logger.Level

    /// Logs at `level`.
    public init(_ level: Logger.Level) {
        self.level = level
    }

    public func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            let response = try await next(request, context)
            log(request, status: response.status, context: context)
            return response
        } catch let error as any HTTPResponseError {
            log(request, status: error.status, context: context)
            throw error
        } catch {
            log(request, status: .internalServerError, context: context)
            throw error
        }
    }

    private func log(_ request: Request, status: HTTPResponse.Status, context: Context) {
        context.logger.log(
            level: level, "\(request.method) \(request.uri.path) \(status.code)",
            metadata: [
                "hb.request.method": "\(request.method)", "hb.request.path": "\(request.uri.path)",
                "hb.response.status": "\(status.code)",
            ])
    }
}
