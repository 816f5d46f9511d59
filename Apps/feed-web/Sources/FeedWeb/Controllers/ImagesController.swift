import AppSupport
import FeedComposition
import FeedFeature
import Foundation
import Hummingbird
import ImageComments
import NIOCore
import SharedAPI
import SharedPresentation
import WebSupport

/// The routes under `/images/<id>`:
///
/// - `GET /images/<id>`: the bytes of an image the feed page has shown, or of the cached feed
///   (local cache first, else downloaded and cached); 404 for any other id, 502 when the bytes cannot be had or are no image;
/// - `GET /images/<id>/comments`: the comments of an image this server may serve (as for its bytes),
///   or the localized connection error with 503; 404 for any other id, without asking the feed API.
///   `?pages=N` (the feed page that linked here, 1 to ``FeedController/maximumPages``, 1 when absent
///   or not a number) is where its Back link returns, at the image's anchor.
struct ImagesController: Sendable {
    /// A comments page as rendered for one image in one language, back to one feed page count.
    private struct CommentsPageKey: Hashable, Sendable {
        let imageID: UUID
        let language: Language
        let pages: Int
    }

    /// An image's bytes as every response sends them: one buffer whose storage the responses share.
    private struct ServedImage: Sendable {
        let bytes: ByteBuffer
        let contentType: String
    }

    /// Bytes the upstream gave that are no image this route serves.
    private struct NotAnImage: Error {}

    /// The most images kept ready to send, and the largest one kept: at most 16 MiB together.
    static let keptImages = 64
    static let largestKeptImage = 256 * 1024

    let root: WebCompositionRoot
    let renderer: PageRenderer
    let site: Site
    /// Comments pages, reused for `--comments-seconds` (at most 1,000 at once): the one cache of an
    /// image's comments, rendered, since rendering is most of a reused page's cost. A page per
    /// language; concurrent misses of one page share its rendering; error pages are never kept.
    private let renderedComments: ShortLivedCache<CommentsPageKey, String>
    /// Images ready to send, reused for as long as a feed snapshot (``keptImages`` at most, none larger
    /// than ``largestKeptImage``): a request for a kept image is answered without suspending, so it
    /// holds no frames while it waits for the store (see `RequestTaskResponder`), and no response
    /// copies the bytes.
    private let servedImages: ShortLivedCache<URL, ServedImage>

    init(root: WebCompositionRoot, renderer: PageRenderer, site: Site) {
        self.root = root
        self.renderer = renderer
        self.site = site
        renderedComments = ShortLivedCache(
            lifetime: root.commentsLifetime, capacity: 1_000, clock: root.lifetimeClock)
        servedImages = ShortLivedCache(
            lifetime: root.snapshotLifetime, capacity: Self.keptImages, clock: root.lifetimeClock,
            keeping: { $0.bytes.readableBytes <= Self.largestKeptImage })
    }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get("{id}", use: image)
        group.get("{id}/comments", use: comments)
    }

    @Sendable func image(_ request: Request, context: BasicRequestContext) async -> Response {
        guard let id = context.parameters.get("id", as: UUID.self),
            let url = await root.servableImage(withID: id)?.url
        else { return Response(status: .notFound) }
        let image = try? await servedImages.value(for: url) { [root] in
            let data = try await root.imageData(from: url)
            guard let contentType = ImageFormat.mediaType(of: data) else { throw NotAnImage() }
            return ServedImage(bytes: ByteBuffer(bytes: data), contentType: contentType)
        }
        guard let image else { return Response(status: .badGateway) }
        return Response(
            status: .ok,
            headers: [.contentType: image.contentType, .cacheControl: "private, max-age=3600"],
            body: ResponseBody(byteBuffer: image.bytes)
        )
    }

    @Sendable func comments(_ request: Request, context: BasicRequestContext) async -> Response {
        guard let id = context.parameters.get("id", as: UUID.self), let image = await root.servableImage(withID: id)
        else { return Response(status: .notFound) }
        let language = Language.preferred(fromAcceptLanguage: request.headers[.acceptLanguage])
        let pages = FeedController.pageCount(from: request.uri.queryParameters.get("pages"))
        let notFound = ImageCommentsPresenter.imageNotFoundError(imageID: id, in: language)
        switch await ResourcePresentation.present(
            {
                try await renderedComments.value(for: CommentsPageKey(imageID: id, language: language, pages: pages)) {
                    [root, renderer, site] in
                    let comments = try await root.comments(forImageWithID: id)
                    let viewModel = ImageCommentsPresenter.map(
                        comments, currentDate: root.clock.now(), language: language)
                    return renderer.render(
                        CommentsPage(comments: viewModel, of: image, pages: pages, language: language, site: site),
                        template: "comments")
                }
            }, in: language, failureMessage: { [notFound] in ($0 as? RemoteLoadError) == .notFound ? notFound : nil },
            mapper: { $0 })
        {
        case .resource(let html):
            return .html(html)
        case .error(let message):
            // The API's 404 (it has no such image) is no outage: the page says so, with the same status.
            return .html(
                renderer.render(
                    CommentsPage(error: message, of: image, pages: pages, in: language, site: site),
                    template: "comments"),
                status: message == notFound ? .notFound : .serviceUnavailable)
        }
    }
}
