import Hummingbird
import NIOCore

/// `GET /assets/<name>`: the mounted features' stylesheets and scripts, from memory; 404 for any other
/// name.
///
/// Hummingbird's `FileMiddleware` would read them from disk on every request and answer a path with
/// `..` with a 400 and a message; files known at build time are served from memory instead.
public struct AssetsController: Sendable {
    private let assets: [String: WebAsset]

    /// Serves `assets` by name; the first of two with one name wins.
    public init(assets: [WebAsset]) {
        self.assets = Dictionary(assets.map { ($0.name, $0) }) { first, _ in first }
    }

    public func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get("{name}", use: asset)
    }

    @Sendable func asset(_ request: Request, context: BasicRequestContext) async -> Response {
        guard let file = context.parameters.get("name").flatMap({ assets[$0] }) else {
            return Response(status: .notFound)
        }
        return Response(
            status: .ok,
            headers: [.contentType: file.contentType, .cacheControl: "public, max-age=300"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.contents))
        )
    }
}
