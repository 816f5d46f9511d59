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

    /// Whether the page offers to load more.
    var hasLoadMore: Bool { body.contains("class=\"load-more\"") }
}

extension TestClientProtocol {
    /// POSTs the Refresh form for `pages` pages, as the page's button does from `origin`.
    func refresh(pages: Int = 1, origin: String? = "http://localhost") async throws -> Page {
        var headers = HTTPFields()
        if let origin { headers[.origin] = origin }
        return try await execute(uri: "/?pages=\(pages)", method: .post, headers: headers) { response in
            Page(
                status: response.status, headers: response.headers, body: String(buffer: response.body),
                bytes: Data(response.body.readableBytesView))
        }
    }

    /// GETs `uri` with an optional `Accept-Language`.
    func page(_ uri: String, acceptLanguage: String? = nil) async throws -> Page {
        var headers = HTTPFields()
        if let acceptLanguage { headers[.acceptLanguage] = acceptLanguage }
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
