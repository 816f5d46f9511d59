import Foundation
import SharedAPI
import Synchronization

/// An `HTTPClient` double for one module's unit tests: records requested URLs and answers each with
/// the result its closure gives.
public final class HTTPClientStub: HTTPClient {
    public typealias Result = Swift.Result<(Data, HTTPResponse), any Error>

    private let sent = Mutex<[HTTPRequest]>([])
    private let result: @Sendable (URL) async -> Result

    public init(result: @escaping @Sendable (URL) async -> Result) {
        self.result = result
    }

    /// A client that answers every request with `data` and a response of `statusCode`.
    public static func responding(_ data: Data, statusCode: Int) -> HTTPClientStub {
        HTTPClientStub { _ in .success((data, HTTPResponse(statusCode: statusCode))) }
    }

    /// A client whose every request fails with `error`.
    public static func failing(with error: any Error) -> HTTPClientStub {
        HTTPClientStub { _ in .failure(error) }
    }

    /// The URLs requested so far, in order.
    public var requestedURLs: [URL] { sent.withLock { $0.map(\.url) } }

    /// The requests sent so far, in order: method, URL, header fields and body.
    public var requests: [HTTPRequest] { sent.withLock { $0 } }

    public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        sent.withLock { $0.append(request) }
        return try await result(request.url).get()
    }
}
