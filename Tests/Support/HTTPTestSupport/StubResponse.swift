import Foundation

/// What a `StubHTTPServer` answers to every request.
public struct StubResponse: Sendable {
    public var statusCode: Int
    public var body: Data
    public var headerFields: [String: String]
    /// How long the server waits before it answers.
    public var delay: Duration

    public init(
        statusCode: Int = 200,
        body: Data = Data(),
        headerFields: [String: String] = [:],
        delay: Duration = .zero
    ) {
        self.statusCode = statusCode
        self.body = body
        self.headerFields = headerFields
        self.delay = delay
    }
}
