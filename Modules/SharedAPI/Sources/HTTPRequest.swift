import Foundation

/// One HTTP request an ``HTTPClient`` sends: a method, a URL, header fields and an optional body.
public struct HTTPRequest: Hashable, Sendable {
    /// `GET`, `POST`, …
    public var method: String
    public var url: URL
    public var headerFields: [String: String]
    public var body: Data?

    public init(method: String, url: URL, headerFields: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headerFields = headerFields
        self.body = body
    }

    /// `GET url`, with no header fields and no body.
    public static func get(_ url: URL) -> HTTPRequest {
        HTTPRequest(method: "GET", url: url)
    }
}
