import Foundation
import HTTPTypes
import Hummingbird
import SharedPresentation

/// Gives a browser a page where a route answers 404 or 403 with no body (an unknown path, a refused
/// form): the localized ``StatusPage``, with the same status, in the language of `Accept-Language`.
///
/// Only a request whose `Accept` names `text/html` (a browser's navigation or form post) gets the page;
/// images, stylesheets, scripts and clients that ask for no HTML keep the empty answer. A response
/// with a body of its own is left as it is.
public struct StatusPageMiddleware<Context: RequestContext>: RouterMiddleware {
    private let renderer: PageRenderer
    private let site: Site

    /// Reads the `status` template; the pages show `site`'s navigation.
    public init(site: Site) async throws {
        renderer = try await PageRenderer(templatesIn: .module)
        self.site = site
    }

    public func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let response = try await next(request, context)
        guard response.body.contentLength == 0, Self.acceptsHTML(request.headers[.accept]),
            let page = StatusPage(
                status: response.status,
                language: Language.preferred(fromAcceptLanguage: request.headers[.acceptLanguage]), site: site)
        else { return response }
        var html = Response.html(renderer.render(page, template: "status"), status: response.status)
        for field in response.headers where ![.contentType, .contentLength, .cacheControl].contains(field.name) {
            html.headers.append(field)
        }
        return html
    }

    /// Whether an `Accept` header names `text/html` with a weight above 0.
    static func acceptsHTML(_ accept: String?) -> Bool {
        guard let accept else { return false }
        return accept.split(separator: ",").contains { range in
            let parts = range.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard parts.first == "text/html" else { return false }
            let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return weight > 0
        }
    }
}
