import HTTPTypes
import Hummingbird
import NIOCore
import SharedPresentation
import WebSupport

/// `GET /?pages=N`: the feed's first N pages (load more is a plain link to N+1), in the language of
/// `Accept-Language`; the localized connection error with status 503 when it cannot be loaded.
///
/// `POST /?pages=N`: Refresh, the page's form button: the feed loaded anew (unless it was less than the
/// refresh interval ago), then `303 See Other` to `GET /?pages=N`; the error page (503) when it cannot
/// be loaded. A GET never loads anew, so no link,
/// crawler or prefetch can make the server walk the feed again; a POST whose `Origin` (or
/// `Sec-Fetch-Site`) says another site sent it is refused with 403.
struct FeedController: Sendable {
    /// The most pages one request may ask for.
    static let maximumPages = 50
    /// The most renderings kept: every page count in each of the three languages.
    static let keptPages = 3 * maximumPages

    /// The feed as rendered for a number of pages in one language.
    private struct PageKey: Hashable, Sendable {
        let pages: Int
        let language: Language
    }

    let snapshots: FeedSnapshots
    let renderer: PageRenderer
    let site: Site
    private let renderedPages = RenderedPages<PageKey, LoadedFeed, ByteBuffer>(capacity: keptPages)

    init(snapshots: FeedSnapshots, renderer: PageRenderer, site: Site) {
        self.snapshots = snapshots
        self.renderer = renderer
        self.site = site
    }

    /// The pages `value` asks for: 1 when it is absent, not a number or below 1; at most
    /// ``maximumPages``, also when it has more digits than an `Int` holds.
    static func pageCount(from value: String?) -> Int {
        PositiveNumberQuery.value(of: value, atMost: maximumPages)
    }

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/", use: feed)
        router.post("/", use: refresh)
    }

    @Sendable func feed(_ request: Request, context: BasicRequestContext) async -> Response {
        let language = Language.preferred(fromAcceptLanguage: request.headers[.acceptLanguage])
        let query = request.uri.queryParameters
        let pages = Self.pageCount(from: query.get("pages"))
        switch await ResourcePresentation.present(
            { try await snapshots.feed(pages: pages) }, in: language, mapper: { $0 })
        {
        case .resource(let feed):
            let html = renderedPages.page(for: PageKey(pages: feed.pages, language: language), showing: feed) {
                ByteBuffer(
                    string: renderer.render(FeedPage(feed: feed, language: language, site: site), template: "feed"))
            }
            return .html(html)
        case .error(let message):
            return .html(
                renderer.render(FeedPage(error: message, in: language, pages: pages, site: site), template: "feed"),
                status: .serviceUnavailable)
        }
    }

    @Sendable func refresh(_ request: Request, context: BasicRequestContext) async -> Response {
        guard FormPost.isSameOrigin(request) else { return Response(status: .forbidden) }
        let pages = Self.pageCount(from: request.uri.queryParameters.get("pages"))
        let language = Language.preferred(fromAcceptLanguage: request.headers[.acceptLanguage])
        switch await ResourcePresentation.present(
            { try await snapshots.feed(pages: pages, refresh: true) }, in: language, mapper: { _ in })
        {
        case .resource:
            return Response(status: .seeOther, headers: [.location: "/?pages=\(pages)", .cacheControl: "no-store"])
        case .error(let message):
            return .html(
                renderer.render(FeedPage(error: message, in: language, pages: pages, site: site), template: "feed"),
                status: .serviceUnavailable)
        }
    }
}
