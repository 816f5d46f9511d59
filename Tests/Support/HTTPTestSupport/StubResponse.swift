import Foundation

/// What a `StubHTTPServer` answers to every request.
public struct StubResponse: Sendable {
    public var statusCode: Int
    public var body: Data
    public var headerFields: [String: String]
    /// How long the server waits before it answers.
    public var delay: Duration
    /// How many times the server sends `body`, one copy after another; `nil` sends copies until the
    /// client goes away (a body that never ends). Each copy is one write on the event loops every
    /// server of the process shares: a million copies of a few bytes keep them busy for a minute, and
    /// every other server of the test run stalls meanwhile, so make copies large and few.
    public var repeats: Int?
    /// Whether the response declares its length in `Content-Length` (else it is chunked); a body that
    /// never ends is always chunked.
    public var declaresLength: Bool
    /// After how many copies of `body` the server drops the connection, mid-response; `nil` sends the
    /// whole response.
    public var dropsConnectionAfter: Int?
    /// After how many copies of `body` the server stops sending and holds the connection open, silent,
    /// until it is stopped (a server that stalls mid-body); `nil` never stalls.
    public var stallsAfter: Int?

    public init(
        statusCode: Int = 200,
        body: Data = Data(),
        headerFields: [String: String] = [:],
        delay: Duration = .zero,
        repeats: Int? = 1,
        declaresLength: Bool = true,
        dropsConnectionAfter: Int? = nil,
        stallsAfter: Int? = nil
    ) {
        self.statusCode = statusCode
        self.body = body
        self.headerFields = headerFields
        self.delay = delay
        self.repeats = repeats
        self.declaresLength = declaresLength
        self.dropsConnectionAfter = dropsConnectionAfter
        self.stallsAfter = stallsAfter
    }
}
