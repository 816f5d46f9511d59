import Foundation
import SharedAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An `HTTPClient` on `URLSession` (FoundationNetworking on Linux): any method, header fields and body.
///
/// Delivers every response, whatever its status; throws on a transport failure (no connection, a
/// timeout), on a response that is not HTTP, on a body larger than the maximum response size (without
/// reading past it), and with `CancellationError` when the calling task is cancelled, which cancels
/// the request.
///
/// It fetches only the URLs it is given: an URL that is not `http` or `https` fails without a
/// connection (`UnsupportedURLError`), and it follows a redirect only to the same scheme, host and port
/// (`RedirectNotAllowedError` otherwise), so a backend cannot make it fetch another host or a local file.
public final class URLSessionHTTPClient: HTTPClient {
    /// The response was not an HTTP response.
    public struct UnexpectedResponseError: Error {}

    /// The URL is not an `http` or `https` URL with a host; nothing was sent.
    public typealias UnsupportedURLError = SharedAPI.UnsupportedURLError
    /// The server redirected to another scheme, host or port (or to a `Location` that is not a URL).
    public typealias RedirectNotAllowedError = SharedAPI.RedirectNotAllowedError
    /// The response's body is larger than the client accepts.
    public typealias ResponseTooLargeError = SharedAPI.ResponseTooLargeError

    /// The maximum response size when none is given: 32 MiB, far above any feed page, comment list or
    /// image the apps show, far below what would strain a machine's memory.
    public static let defaultMaximumResponseSize = 32 * 1024 * 1024

    private let session: URLSession
    private let transfers: DataTransfers
    private let timeout: Duration

    /// - Parameters:
    ///   - configuration: the session's configuration; ephemeral (no cookies, no cache on disk) by
    ///     default.
    ///   - timeout: how long a request may wait for data before it fails with `URLError.timedOut`; 60
    ///     seconds by default. Counted in whole seconds, rounded up: FoundationNetworking truncates the
    ///     interval to whole seconds, and one under a second fails every request at once. It bounds
    ///     the wait for each piece of data, not the whole request: `TimeoutHTTPClient` does that.
    ///   - maximumResponseSize: the most bytes a response's body may have. A response that declares a
    ///     larger `Content-Length` fails before its body is read; one that sends more fails as soon as
    ///     it exceeds the limit. Memory for one request stays within it.
    public init(
        configuration: URLSessionConfiguration = .ephemeral,
        timeout: Duration = .seconds(60),
        maximumResponseSize: Int = URLSessionHTTPClient.defaultMaximumResponseSize
    ) {
        transfers = DataTransfers(maximumResponseSize: max(0, maximumResponseSize))
        session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
        self.timeout = timeout
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    public func send(_ httpRequest: HTTPRequest) async throws -> (Data, HTTPResponse) {
        guard WebURL.isWebURL(httpRequest.url) else { throw UnsupportedURLError(url: httpRequest.url) }
        var request = URLRequest(url: httpRequest.url)
        request.httpMethod = httpRequest.method
        request.httpBody = httpRequest.body
        for (name, value) in httpRequest.headerFields {
            request.setValue(value, forHTTPHeaderField: name)
        }
        request.timeoutInterval = max(1, timeout.timeInterval.rounded(.up))
        let task = session.dataTask(with: request)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    transfers.begin(task, delivering: continuation)
                    // FoundationNetworking's `resume` waits for a work queue that every session of the
                    // process shares: called from a task, it would hold a thread of the concurrency pool.
                    DispatchQueue.global().async { task.resume() }
                }
            } onCancel: {
                task.cancel()
            }
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
        self.init(statusCode: response.statusCode, headerFields: headerFields, url: response.url)
    }
}

extension Duration {
    fileprivate var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
