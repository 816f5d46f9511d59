import FeedAppSupport
import FeedComposition
import Foundation
import HTTPTypes
import Hummingbird
import ImageComments
import NIOCore
import SharedPresentation

/// The web app's routes:
///
/// - `GET /?pages=N[&refresh=1]`: the feed, its first N pages (load more is a plain link to N+1);
/// - `GET /images/<id>`: the bytes of an image the feed page has shown (local cache first);
/// - `GET /images/<id>/comments`: the image's comments;
/// - `GET /assets/app.css`, `/assets/app.js`; `GET /health`: a trivial route.
///
/// The language of every page comes from `Accept-Language`.
public enum FeedWebRouter {
    /// The most pages one request may ask for.
    public static let maximumPages = 50

    /// The router of the app composed by `root`.
    public static func make(root: WebCompositionRoot, clock: FeedClock) async throws -> Router<BasicRequestContext> {
        let renderer = try await PageRenderer()
        let assets = try Assets()
        let renderedFeedPages = RenderedFeedPages()
        let router = Router()
        router.add(middleware: SecurityHeadersMiddleware())

        router.get("/") { request, _ in
            let language = Language.preferred(fromAcceptLanguage: request.headers[.acceptLanguage])
            let query = request.uri.queryParameters
            let pages = min(max(query.get("pages", as: Int.self) ?? 1, 1), maximumPages)
            do {
                let feed = try await root.snapshots.feed(pages: pages, refresh: query.get("refresh") == "1")
                return html(
                    await renderedFeedPages.html(for: feed, in: language) {
                        renderer.render(FeedPage(feed: feed, language: language), template: "feed")
                    })
            } catch {
                return html(
                    renderer.render(FeedPage(errorIn: language, pages: pages), template: "feed"),
                    status: .serviceUnavailable)
            }
        }

        router.get("/images/{id}") { _, context in
            guard let id = context.parameters.get("id").flatMap(UUID.init(uuidString:)),
                let url = await root.snapshots.urlOfShownImage(withID: id)
            else { return Response(status: .notFound) }
            guard let data = try? await root.imageDataLoader.loadImageData(from: url),
                let contentType = ImageContentType.of(data)
            else { return Response(status: .badGateway) }
            return Response(
                status: .ok,
                headers: [.contentType: contentType, .cacheControl: "private, max-age=3600"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
            )
        }

        router.get("/images/{id}/comments") { request, context in
            guard let id = context.parameters.get("id").flatMap(UUID.init(uuidString:)) else {
                return Response(status: .notFound)
            }
            let language = Language.preferred(fromAcceptLanguage: request.headers[.acceptLanguage])
            do {
                let comments = try await root.commentsLoader.loadComments(forImageWithID: id)
                let viewModel = ImageCommentsPresenter.map(comments, currentDate: clock.now(), language: language)
                return html(
                    renderer.render(CommentsPage(comments: viewModel, language: language), template: "comments"))
            } catch {
                return html(
                    renderer.render(CommentsPage(errorIn: language), template: "comments"), status: .serviceUnavailable)
            }
        }

        router.get("/assets/{name}") { _, context in
            guard let file = context.parameters.get("name").flatMap(assets.file(named:)) else {
                return Response(status: .notFound)
            }
            return Response(
                status: .ok,
                headers: [.contentType: file.contentType, .cacheControl: "public, max-age=300"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.contents))
            )
        }

        router.get("/health") { _, _ in "ok" }
        return router
    }

    private static func html(_ page: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: page))
        )
    }
}
