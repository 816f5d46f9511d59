import Foundation

/// The part of an HTTP response that mappers judge: the status code, the header fields, and the URL
/// that answered.
///
/// Feature modules stay on Foundation alone, and on Linux `HTTPURLResponse` lives in
/// `FoundationNetworking`, so the HTTP client translates its responses into this value.
public struct HTTPResponse: Hashable, Sendable {
    public let statusCode: Int
    /// Header fields with lower-cased names.
    public let headerFields: [String: String]
    /// The URL that answered: the request's own, or where the client's redirects led; `nil` when the
    /// client does not say. A caller for whom only the URL it asked counts (a `POST` that a redirect
    /// would turn into a `GET` of a login page) compares it with the request's.
    public let url: URL?

    public init(statusCode: Int, headerFields: [String: String] = [:], url: URL? = nil) {
        self.statusCode = statusCode
        self.url = url
        self.headerFields = Dictionary(
            headerFields.map { ($0.key.lowercased(), $0.value) },
            uniquingKeysWith: { _, last in last }
        )
    }

    /// `true` for status 200 exactly.
    public var isOK: Bool { statusCode == 200 }

    /// `true` for status 404: the server has no such resource.
    public var isNotFound: Bool { statusCode == 404 }

    /// `true` for any status in `200...299`.
    public var isSuccessful: Bool { (200...299).contains(statusCode) }
}
