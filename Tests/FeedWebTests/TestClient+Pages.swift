import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore

/// A page as the tests read it: status, headers and the body as text.
struct Page {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let body: String
    let bytes: Data

    /// How many image cells the page shows.
    var cellCount: Int { body.components(separatedBy: "class=\"cell\"").count - 1 }

    /// The CSRF token the page's forms carry, if any.
    var csrfToken: String? {
        body.firstMatch(of: /name="csrf" value="([0-9a-f]{32})"/).map { String($0.1) }
    }

    /// Whether the page offers to load more.
    var hasLoadMore: Bool { body.contains("class=\"load-more\"") }
}

extension TestClientProtocol {
    /// POSTs a Validate button's form for `itemID`: with the page's CSRF `token` in the form and in the
    /// cookie (each `nil` leaves it out), from `origin`, with an optional `Accept`.
    func validate(
        _ itemID: UUID, token: String?, cookie: String?, origin: String? = "http://localhost", accept: String? = nil
    ) async throws -> Page {
        var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
        if let origin { headers[.origin] = origin }
        if let accept { headers[.accept] = accept }
        if let cookie { headers[.cookie] = "csrf=\(cookie)" }
        let body = token.map { "csrf=\($0)" } ?? ""
        return try await execute(
            uri: "/requirements/items/\(itemID.uuidString)/validations", method: .post, headers: headers,
            body: ByteBuffer(string: body)
        ) { response in
            Page(
                status: response.status, headers: response.headers, body: String(buffer: response.body),
                bytes: Data(response.body.readableBytesView))
        }
    }

    /// The status of a Validate form's post whose fields are `body` (written out by the test, a key
    /// included or not), from the page's own origin with the token `cookie`.
    func postValidationForm(_ body: String, for itemID: UUID, cookie: String) async throws -> HTTPResponse.Status {
        try await execute(
            uri: "/requirements/items/\(itemID.uuidString)/validations", method: .post,
            headers: [
                .contentType: "application/x-www-form-urlencoded", .origin: "http://localhost",
                .cookie: "csrf=\(cookie)",
            ],
            body: ByteBuffer(string: body)
        ) { $0.status }
    }

    /// POSTs the Refresh form for `pages` pages, as the page's button does from `origin`, with an
    /// optional `Accept` and `Accept-Language`.
    func refresh(
        pages: Int = 1, origin: String? = "http://localhost", accept: String? = nil, acceptLanguage: String? = nil
    ) async throws -> Page {
        var headers = HTTPFields()
        if let origin { headers[.origin] = origin }
        if let accept { headers[.accept] = accept }
        if let acceptLanguage { headers[.acceptLanguage] = acceptLanguage }
        return try await execute(uri: "/?pages=\(pages)", method: .post, headers: headers) { response in
            Page(
                status: response.status, headers: response.headers, body: String(buffer: response.body),
                bytes: Data(response.body.readableBytesView))
        }
    }

    /// GETs `uri` with an optional `Accept-Language` and `Accept`.
    func page(_ uri: String, acceptLanguage: String? = nil, accept: String? = nil) async throws -> Page {
        var headers = HTTPFields()
        if let acceptLanguage { headers[.acceptLanguage] = acceptLanguage }
        if let accept { headers[.accept] = accept }
        if let port {
            // A real server: through a connection of its own that waits as long as a loaded machine
            // needs. HummingbirdTesting's live client gives up after 20 s, which the first requests of a
            // cold full run (every suite starting at once on two cores) took in two photo tests.
            let response = try await TestClient.withLoopbackClient(port: port) { [headers] connection in
                try await connection.execute(.init(uri, method: .get, authority: "localhost", headers: headers))
            }
            let body = response.body ?? ByteBuffer()
            return Page(
                status: response.status, headers: response.headers, body: String(buffer: body),
                bytes: Data(body.readableBytesView))
        }
        return try await execute(uri: uri, method: .get, headers: headers) { response in
            Page(
                status: response.status,
                headers: response.headers,
                body: String(buffer: response.body),
                bytes: Data(response.body.readableBytesView)
            )
        }
    }
}
