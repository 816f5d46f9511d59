import Foundation
import Hummingbird
import NIOCore
import Photos
import SharedAPI
import SharedPresentation
import WebSupport

/// The routes under `/photos`:
///
/// - `GET /photos?page=N`: page N of photos (1 when absent or not a number, at most
///   ``maximumPage``), remote with the cached page as fallback; the localized connection error with a
///   retry link and status 503 when neither can be had. An empty page past the first says the photos
///   end before it, with a link to the last page seen with photos (page 1 when none is known), and
///   offers no Previous. A page more than one past the last page known to hold photos (seen by this
///   server or in the cached pages; page 1 while none is known) is such an empty page at once, without
///   asking the API: a visitor makes the server fetch at most one page past what is known, however
///   large the number asked;
/// - `GET /photos/images/<id>/<size>`: the bytes of a photo a page has shown, in `thumb`, `small` or
///   `regular`, fetched through the host policy; 404 for any other photo or size, 502 when the bytes
///   cannot be had or are no image.
///
/// A page is rendered once per page number and language and kept (at most ``keptPages``) while what it
/// shows is the same (``PhotosPage/State``): the photos loaded for it, and the last page known to hold
/// photos. An error page is rendered anew each time.
struct PhotosController: Sendable {
    /// The last page one may ask for, as in the `photos` app.
    static let maximumPage = 100_000
    /// The most rendered pages kept at once, as many as the loaded pages the composition keeps.
    static let keptPages = 100

    /// A page as rendered for one page number in one language.
    private struct PageKey: Hashable, Sendable {
        let page: Int
        let language: Language
    }

    let composition: PhotosWebComposition
    let renderer: PageRenderer
    let site: Site
    private let lastPageWithPhotos = LastPageWithPhotos()
    private let renderedPages = RenderedPages<PageKey, PhotosPage.State, ByteBuffer>(capacity: keptPages)

    init(composition: PhotosWebComposition, renderer: PageRenderer, site: Site) {
        self.composition = composition
        self.renderer = renderer
        self.site = site
    }

    static func link(toPage page: Int) -> String { "\(PhotosWebFeature.path)?page=\(page)" }

    static func link(toPhoto id: String, size: PhotoSize) -> String {
        let escaped = id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? id
        return "\(PhotosWebFeature.path)/images/\(escaped)/\(size.rawValue)"
    }

    /// The page `value` asks for: 1 when it is absent, not a number or below 1; at most ``maximumPage``.
    static func pageNumber(from value: String?) -> Int {
        PositiveNumberQuery.value(of: value, atMost: maximumPage)
    }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(use: photos)
        group.get("images/{id}/{size}", use: photo)
    }

    @Sendable func photos(_ request: Request, context: BasicRequestContext) async -> Response {
        let language = Language.preferred(fromAcceptLanguage: request.headers[.acceptLanguage])
        let page = Self.pageNumber(from: request.uri.queryParameters.get("page"))
        if let known = await pastTheKnownEnd(page) {
            return .html(await html(of: PhotosPage.State(photos: [], lastPageWithPhotos: known), page, language))
        }
        switch await ResourcePresentation.present(
            { try await composition.photos(page: page) }, in: language, mapper: { $0 })
        {
        case .resource(let photos):
            let lastPage = lastPageWithPhotos.record(page: page, hasPhotos: !photos.isEmpty)
            return .html(await html(of: PhotosPage.State(photos: photos, lastPageWithPhotos: lastPage), page, language))
        case .error(let message):
            let view = PhotosPage(error: message, page: page, language: language, site: site)
            return .html(renderer.render(view, template: "photos"), status: .serviceUnavailable)
        }
    }

    /// Page `page` in `language` showing `state`: the kept rendering when it shows the same state, whose
    /// buffer every response that sends it shares.
    private func html(of state: PhotosPage.State, _ page: Int, _ language: Language) async -> ByteBuffer {
        renderedPages.page(for: PageKey(page: page, language: language), showing: state) {
            [renderer, site, perPage = composition.settings.perPage] in
            let view = PhotosPage(
                photos: state.photos, page: page, perPage: perPage, lastPageWithPhotos: state.lastPageWithPhotos,
                language: language, site: site)
            return ByteBuffer(string: renderer.render(view, template: "photos"))
        }
    }

    /// Whether `page` lies more than one page past the last page known to hold photos, learning that
    /// page from the cached pages first when this server's own knowledge says so. - Returns: `.some` of
    /// the last page known to hold photos (`nil` when none is) when it does, `nil` when the API may be
    /// asked for `page`.
    private func pastTheKnownEnd(_ page: Int) async -> Int?? {
        func isPast(_ known: Int?) -> Bool { page > (known ?? 0) + 1 }
        guard isPast(lastPageWithPhotos.known) else { return nil }
        if let cached = await composition.lastCachedPageWithPhotos() {
            lastPageWithPhotos.learn(pageWithPhotos: cached)
        }
        let known = lastPageWithPhotos.known
        return isPast(known) ? .some(known) : nil
    }

    @Sendable func photo(_ request: Request, context: BasicRequestContext) async -> Response {
        guard let id = context.parameters.get("id"),
            let size = context.parameters.get("size").flatMap(PhotoSize.init(rawValue:)),
            PhotosWebComposition.pageSizes.contains(size)
        else { return Response(status: .notFound) }
        let data: Data?
        do {
            data = try await composition.photoData(id: id, size: size)
        } catch {
            return Response(status: .badGateway)
        }
        guard let data else { return Response(status: .notFound) }
        guard let contentType = ImageFormat.mediaType(of: data) else { return Response(status: .badGateway) }
        return Response(
            status: .ok,
            headers: [.contentType: contentType, .cacheControl: "private, max-age=3600"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
        )
    }
}
