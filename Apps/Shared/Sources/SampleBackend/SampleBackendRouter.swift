import Foundation
import Hummingbird

/// The routes of the sample backend (see the README for the contract).
enum SampleBackendRouter {
    /// The page size when the request has no `limit`.
    static let defaultLimit = 10
    /// The largest page served; larger `limit`s are clamped to it.
    static let maximumLimit = 50

    static func make(
        dataSet: SampleDataSet,
        state: BackendState,
        now: @escaping @Sendable () -> Date,
        servesAdminRoutes: Bool,
        delayClock: any Clock<Duration>
    ) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: FailureModeMiddleware(state: state, delayClock: delayClock))
        router.get("v1/feed") { request, _ in
            try feedPage(request, dataSet: dataSet, state: state)
        }
        router.get("v1/image/{id}/comments") { _, context in
            guard let id = context.parameters.get("id").flatMap(UUID.init(uuidString:)),
                let image = dataSet.image(withID: id)
            else { return HTTPResponses.text("No such image", status: .notFound) }
            return try comments(of: image, now: now())
        }
        router.get("images/{file}") { _, context in
            let file = context.parameters.get("file") ?? ""
            guard file.hasSuffix(".png"), let id = UUID(uuidString: String(file.dropLast(4))),
                let image = dataSet.image(withID: id)
            else { return HTTPResponses.text("No such image", status: .notFound) }
            return HTTPResponses.bytes(image.pngData, contentType: "image/png")
        }
        router.get("photos") { request, _ in
            let query = request.uri.queryParameters
            switch PhotoPage.parse(page: query.get("page"), perPage: query.get("per_page")) {
            case .success(let page):
                let body = page.body(of: dataSet.photos, origin: baseURL(of: request, fallback: state.baseURL))
                return HTTPResponses.bytes(body, contentType: "application/json; charset=utf-8")
            case .failure(let error):
                return HTTPResponses.text(error.message, status: .badRequest)
            }
        }
        router.get("photo-images/{file}") { _, context in
            let file = context.parameters.get("file") ?? ""
            guard file.hasSuffix(".png"), let photo = dataSet.photo(withID: String(file.dropLast(4))) else {
                return HTTPResponses.text("No such photo", status: .notFound)
            }
            return HTTPResponses.bytes(photo.pngData, contentType: "image/png")
        }
        router.get("requirements") { _, _ in
            HTTPResponses.bytes(dataSet.requirements.json, contentType: "application/json; charset=utf-8")
        }
        router.post("requirements/items/{id}/validations") { request, context in
            try await ValidationRoute.handle(
                request, context: context, requirements: dataSet.requirements, state: state)
        }
        guard servesAdminRoutes else { return router }
        router.get("_admin/validations") { _, _ in
            try HTTPResponses.json(state.recordedValidations)
        }
        router.get("_admin/mode") { _, _ in
            try HTTPResponses.json(AdminModePayload(state.mode))
        }
        router.post("_admin/mode") { request, _ in
            try setMode(request, state: state)
        }
        router.get("_admin/requests") { _, _ in
            try HTTPResponses.json(state.requestCounts)
        }
        return router
    }

    private static func feedPage(_ request: Request, dataSet: SampleDataSet, state: BackendState)
        throws -> Response
    {
        let query = request.uri.queryParameters
        var limit = defaultLimit
        if let text = query.get("limit") {
            guard let value = Int(text), value > 0 else {
                return HTTPResponses.text("limit must be a positive integer", status: .badRequest)
            }
            limit = min(value, maximumLimit)
        }
        var start = dataSet.images.startIndex
        if let text = query.get("after_id") {
            guard let afterID = UUID(uuidString: text) else {
                return HTTPResponses.text("after_id must be a UUID", status: .badRequest)
            }
            // An unknown id has no "after": the page is empty.
            start =
                dataSet.images.firstIndex { $0.id == afterID }.map { $0 + 1 } ?? dataSet.images.endIndex
        }
        let base = baseURL(of: request, fallback: state.baseURL)
        let items = dataSet.images[start...].prefix(limit).map { image in
            FeedImagePayload(
                id: image.id,
                description: image.description,
                location: image.location,
                image: base.appendingPathComponent("images/\(image.id.uuidString).png")
            )
        }
        return try HTTPResponses.json(ItemsPayload(items: items))
    }

    private static func comments(of image: SampleImage, now: Date) throws -> Response {
        let items = image.comments.map { comment in
            CommentPayload(
                id: comment.id,
                message: comment.message,
                createdAt: CommentDateFormatter.string(
                    from: comment.createdAt(relativeTo: now),
                    offsetStyle: comment.utcOffsetStyle
                ),
                author: .init(username: comment.username)
            )
        }
        return try HTTPResponses.json(ItemsPayload(items: items))
    }

    private static func setMode(_ request: Request, state: BackendState) throws -> Response {
        let query = request.uri.queryParameters
        let seconds: Double
        if let text = query.get("seconds") {
            guard let value = Double(text), (0...SampleBackend.Mode.maximumSlowSeconds).contains(value) else {
                return HTTPResponses.text(
                    "seconds must be a number from 0 to \(Int(SampleBackend.Mode.maximumSlowSeconds))",
                    status: .badRequest)
            }
            seconds = value
        } else {
            seconds = 2
        }
        guard let name = query.get("mode"),
            let mode = SampleBackend.Mode(name: name, slowSeconds: seconds)
        else {
            return HTTPResponses.text(
                "Usage: POST /_admin/mode?mode=<\(SampleBackend.Mode.names.joined(separator: "|"))>[&seconds=N]",
                status: .badRequest
            )
        }
        guard mode != .offline else {
            return HTTPResponses.text(
                "offline cannot be set over HTTP (nothing would be listening to switch back): "
                    + "stop the server, or use SampleBackend.setMode(.offline) in-process",
                status: .conflict
            )
        }
        state.mode = mode
        return try HTTPResponses.json(AdminModePayload(mode))
    }

    /// `http://<Host header>` when the request has one (so image URLs point back at the address the client
    /// used), else the server's own base URL.
    private static func baseURL(of request: Request, fallback: URL?) -> URL {
        if let authority = request.head.authority, let url = URL(string: "http://\(authority)") {
            return url
        }
        return fallback ?? URL(string: "http://127.0.0.1")!
    }
}
