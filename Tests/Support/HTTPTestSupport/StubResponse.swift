import Foundation

/// What a `StubHTTPServer` answers to every request.
public struct StubResponse: Sendable {
    public var statusCode: Int
    public var body: Data
    public var headerFields: [String: String]
    /// How long the server waits before it answers.
    public var delay: Duration
    /// How many times the server sends `body`, one copy after another; `nil` sends copies until the
    /// client goes away (a body that never ends).
    public var repeats: Int?
    /// Whether the response declares its length in `Content-Length` (else it is chunked); a body that
    /// never ends is always chunked.
    public var declaresLength: Bool

    public init(
        statusCode: Int = 200,
        body: Data = Data(),
        headerFields: [String: String] = [:],
        delay: Duration = .zero,
        repeats: Int? = 1,
        declaresLength: Bool = true
    ) {
        self.statusCode = statusCode
        self.body = body
        self.headerFields = headerFields
        self.delay = delay
        self.repeats = repeats
        self.declaresLength = declaresLength
    }
}
