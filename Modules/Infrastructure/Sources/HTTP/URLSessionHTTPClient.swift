import Foundation
import SharedAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An `HTTPClient` on `URLSession` (FoundationNetworking on Linux): any method, header fields and body.
///
/// Delivers every response, whatever its status; throws on a transport failure (no connection, a
/// timeout), on a response that is not HTTP, and with `CancellationError` when the calling task is
/// cancelled, which cancels the request.
public final class URLSessionHTTPClient: HTTPClient {
    /// The response was not an HTTP response.
    public struct UnexpectedResponseError: Error {}

    private let session: URLSession
    private let timeout: Duration

    /// - Parameters:
    ///   - session: the session that runs the requests; a new ephemeral one (no cookies, no cache on
    ///     disk) by default.
    ///   - timeout: how long a request may wait for data before it fails with `URLError.timedOut`; 60
    ///     seconds by default. Counted in whole seconds, rounded up: FoundationNetworking truncates the
    ///     interval to whole seconds, and one under a second fails every request at once.
    public init(
        session: URLSession = URLSession(configuration: .ephemeral), timeout: Duration = .seconds(60)
    ) {
        self.session = session
        self.timeout = timeout
    }

    public func send(_ httpRequest: HTTPRequest) async throws -> (Data, HTTPResponse) {
        var request = URLRequest(url: httpRequest.url)
        request.httpMethod = httpRequest.method
        request.httpBody = httpRequest.body
        for (name, value) in httpRequest.headerFields {
            request.setValue(value, forHTTPHeaderField: name)
        }
        request.timeoutInterval = max(1, timeout.timeInterval.rounded(.up))
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            // URLSession reports a cancelled task as `URLError.cancelled`; callers expect `CancellationError`.
            try Task.checkCancellation()
            throw error
        }
        try Task.checkCancellation()
        guard let response = response as? HTTPURLResponse else { throw UnexpectedResponseError() }
        return (data, HTTPResponse(response))
    }
}

extension HTTPResponse {
    fileprivate init(_ response: HTTPURLResponse) {
        var headerFields: [String: String] = [:]
        for case (let name as String, let value as String) in response.allHeaderFields {
            headerFields[name] = value
        }
        self.init(statusCode: response.statusCode, headerFields: headerFields)
    }
}

extension Duration {
    fileprivate var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
