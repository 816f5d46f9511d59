import Foundation
import Hummingbird

/// Counts every request but the admin routes (``RequestCounts``) and applies the backend's current mode
/// to it: waits in `slow` (on `delayClock`), answers 500 in `serverError` (API and images) and a non-JSON
/// 200 in `invalidJSON` (API only), 503 in `unavailable` (API only). The API is `/v1/…`, `/photos` and
/// `/requirements…`; images are `/images/…` and `/photo-images/…`.
struct FailureModeMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The body served in `invalidJSON` mode: claimed JSON, but not JSON.
    static var invalidJSONBody: String { "<html><body>Definitely not JSON {</body></html>" }

    let state: BackendState
    let delayClock: any Clock<Duration>

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        if path.hasPrefix("/_admin/") { return try await next(request, context) }
        state.countRequest(path: path)
        let isAPI = path.hasPrefix("/v1/") || path == "/photos" || path.hasPrefix("/requirements")
        let isImage = path.hasPrefix("/images/") || path.hasPrefix("/photo-images/")
        switch state.mode {
        case .normal, .offline:
            return try await next(request, context)
        case .slow(let delay):
            try await delayClock.sleep(for: delay)
            return try await next(request, context)
        case .serverError where isAPI || isImage:
            return HTTPResponses.text(
                "Simulated server error (serverError mode)", status: .internalServerError)
        case .unavailable where isAPI:
            return HTTPResponses.text("Simulated outage (unavailable mode)", status: .serviceUnavailable)
        case .invalidJSON where isAPI:
            return HTTPResponses.bytes(Data(Self.invalidJSONBody.utf8), contentType: "application/json")
        case .serverError, .invalidJSON, .unavailable:
            return try await next(request, context)
        }
    }
}
