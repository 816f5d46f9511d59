import Foundation
import SharedAPI
import Synchronization

/// An `HTTPClient` double for one module's unit tests: records requested URLs and answers each with
/// the result its closure gives.
public final class HTTPClientStub: HTTPClient {
    public typealias Result = Swift.Result<(Data, HTTPResponse), any Error>

    private let requests = Mutex<[URL]>([])
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
    public var requestedURLs: [URL] { requests.withLock { $0 } }

    public func get(from url: URL) async throws -> (Data, HTTPResponse) {
        requests.withLock { $0.append(url) }
        return try await result(url).get()
    }
}
