import Hummingbird
import NIOCore

/// `GET /assets/<name>`: the app's stylesheet and script, from memory; 404 for any other name.
///
/// Hummingbird's `FileMiddleware` would read them from disk on every request and answer a path with
/// `..` with a 400 and a message; two files known at build time are served from memory instead.
struct AssetsController: Sendable {
    private let assets: Assets

    init() throws {
        assets = try Assets()
    }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get("{name}", use: asset)
    }

    @Sendable func asset(_ request: Request, context: BasicRequestContext) async -> Response {
        guard let file = context.parameters.get("name").flatMap(assets.file(named:)) else {
            return Response(status: .notFound)
        }
        return Response(
            status: .ok,
            headers: [.contentType: file.contentType, .cacheControl: "public, max-age=300"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.contents))
        )
    }
}
