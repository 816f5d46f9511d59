import Hummingbird
import SharedPresentation

/// `GET /?pages=N[&refresh=1]`: the feed's first N pages (load more is a plain link to N+1), in the
/// language of `Accept-Language`; the localized connection error with status 503 when it cannot be loaded.
struct FeedController: Sendable {
    /// The most pages one request may ask for.
    static let maximumPages = 50

    let snapshots: FeedSnapshots
    let renderer: PageRenderer
    private let renderedPages = RenderedFeedPages()

    init(snapshots: FeedSnapshots, renderer: PageRenderer) {
        self.snapshots = snapshots
        self.renderer = renderer
    }

    /// The pages `value` asks for: 1 when it is absent, not a number or below 1; at most
    /// ``maximumPages``, also when it has more digits than an `Int` holds.
    static func pageCount(from value: String?) -> Int {
        guard let value, !value.isEmpty else { return 1 }
        if let number = Int(value) { return min(max(number, 1), maximumPages) }
        return value.allSatisfy { $0.isASCII && $0.isNumber } ? maximumPages : 1
    }

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/", use: feed)
    }

    @Sendable func feed(_ request: Request, context: BasicRequestContext) async -> Response {
        let language = Language.preferred(fromAcceptLanguage: request.headers[.acceptLanguage])
        let query = request.uri.queryParameters
        let pages = Self.pageCount(from: query.get("pages"))
        do {
            let feed = try await snapshots.feed(pages: pages, refresh: query.get("refresh") == "1")
            let html = await renderedPages.html(for: feed, in: language) { [renderer] in
                renderer.render(FeedPage(feed: feed, language: language), template: "feed")
            }
            return .html(html)
        } catch {
            return .html(
                renderer.render(FeedPage(errorIn: language, pages: pages), template: "feed"),
                status: .serviceUnavailable)
        }
    }
}
