import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import SharedAPI
import SharedConcurrency

/// An `HTTPClient` on AsyncHTTPClient, for servers: pooled keep-alive connections on SwiftNIO's event
/// loops, a deadline for each whole request (connection, redirects and body), and a bound on the
/// response size.
///
/// It keeps the policy of every client of this package: any response is delivered whatever its status;
/// only `http` and `https` URLs with a host are fetched (`UnsupportedURLError`, nothing sent); a
/// redirect is followed only within the same scheme, host and port (`RedirectNotAllowedError`), at
/// most ``maximumRedirects`` times; a body larger than the limit fails (`ResponseTooLargeError`)
/// without being read past it. Cancelling the calling task cancels the request.
public struct AsyncHTTPClientAdapter: SharedAPI.HTTPClient {
    /// The server redirected more than ``maximumRedirects`` times in a row.
    public struct TooManyRedirectsError: Error, Equatable {
        /// The URL of the last redirect the client was sent.
        public let location: URL
    }

    /// The maximum response size when none is given: 32 MiB, as for the URLSession client.
    public static let defaultMaximumResponseSize = 32 * 1024 * 1024
    /// How many redirects in a row one request follows.
    public static let maximumRedirects = 5

    private let client: AsyncHTTPClient.HTTPClient
    private let timeout: Duration
    private let maximumResponseSize: Int

    /// - Parameters:
    ///   - client: the AsyncHTTPClient to send through; its own redirect configuration must be
    ///     `.disallow` (this adapter follows redirects itself, within one origin). By default one
    ///     client for the whole process, on NIO's shared event loops, which lives as long as the
    ///     process and needs no shutdown. Whoever passes their own client shuts it down.
    ///   - timeout: how long one request may take, connection, redirects and body included.
    ///   - maximumResponseSize: the most bytes a response's body may have.
    public init(
        client: AsyncHTTPClient.HTTPClient = AsyncHTTPClientAdapter.processWideClient,
        timeout: Duration = .seconds(60),
        maximumResponseSize: Int = AsyncHTTPClientAdapter.defaultMaximumResponseSize
    ) {
        self.client = client
        self.timeout = timeout
        self.maximumResponseSize = max(0, maximumResponseSize)
    }

    /// An AsyncHTTPClient for the whole process that follows no redirect, decompresses nothing, and
    /// fails a request at once when its connection is refused: AsyncHTTPClient would otherwise retry
    /// until the connect timeout, holding a visitor 10 s before the feed falls back to its cache. Held
    /// by a `static let`, it is never released, so it needs no `shutdown()`.
    public static let processWideClient: AsyncHTTPClient.HTTPClient = {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(connect: .seconds(10)),
            decompression: .disabled
        )
        configuration.connectionPool.retryConnectionEstablishment = false
        return AsyncHTTPClient.HTTPClient(
            eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    /// Sends `request` and reads the whole response within the timeout.
    ///
    /// AsyncHTTPClient's deadline ends only the wait for the response's head; a server that sends the
    /// head and then stalls mid-body would hold the caller forever. So the whole exchange runs under
    /// `withTimeLimit` as well: at the timeout the caller gets `HTTPClientError.deadlineExceeded`,
    /// whatever the body is doing, and the abandoned request is cancelled (its connection closed).
    public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        do {
            return try await withTimeLimit(timeout, throwing: HTTPClientError.deadlineExceeded) {
                try await sendFollowingRedirects(request)
            }
        } catch {
            // AsyncHTTPClient reports a cancelled request as its own error; callers expect `CancellationError`.
            try Task.checkCancellation()
            throw error
        }
    }

    private func sendFollowingRedirects(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        let deadline = NIODeadline.now() + TimeAmount(timeout)
        var request = request
        for _ in 0...Self.maximumRedirects {
            guard WebURL.isWebURL(request.url) else { throw UnsupportedURLError(url: request.url) }
            let response = try await client.execute(HTTPClientRequest(request), deadline: deadline)
            if let redirect = try redirection(of: request, by: response) {
                // Read the redirect's short body, so that its connection can serve the next request.
                _ = try? await response.body.collect(upTo: 64 * 1024)
                request = redirect
                continue
            }
            return (try await body(of: response), HTTPResponse(response, url: request.url))
        }
        throw TooManyRedirectsError(location: request.url)
    }

    /// The request to send next when `response` redirects `request`, or `nil` when it does not.
    private func redirection(of request: HTTPRequest, by response: HTTPClientResponse) throws -> HTTPRequest? {
        guard [301, 302, 303, 307, 308].contains(response.status.code),
            let location = response.headers.first(name: "location")
        else { return nil }
        guard let target = URL(string: location, relativeTo: request.url)?.absoluteURL,
            WebURL.isWebURL(target), WebURL.haveTheSameOrigin(request.url, target)
        else {
            throw RedirectNotAllowedError(location: URL(string: location, relativeTo: request.url)?.absoluteURL)
        }
        var next = request
        next.url = target
        let keepsMethod =
            [307, 308].contains(response.status.code) || request.method == "GET"
            || request.method == "HEAD"
        if !keepsMethod {
            next.method = "GET"
            next.body = nil
        }
        return next
    }

    private func body(of response: HTTPClientResponse) async throws -> Data {
        if let declared = response.headers.first(name: "content-length").flatMap(Int.init),
            declared > maximumResponseSize
        {
            throw ResponseTooLargeError(limit: maximumResponseSize)
        }
        do {
            return Data(buffer: try await response.body.collect(upTo: maximumResponseSize))
        } catch is NIOTooManyBytesError {
            throw ResponseTooLargeError(limit: maximumResponseSize)
        }
    }
}

extension HTTPClientRequest {
    fileprivate init(_ request: SharedAPI.HTTPRequest) {
        self.init(url: request.url.absoluteString)
        method = HTTPMethod(rawValue: request.method)
        for (name, value) in request.headerFields {
            headers.add(name: name, value: value)
        }
        if let body = request.body {
            self.body = .bytes(ByteBuffer(data: body))
        }
    }
}

extension HTTPResponse {
    fileprivate init(_ response: HTTPClientResponse, url: URL) {
        var headerFields: [String: String] = [:]
        for header in response.headers {
            headerFields[header.name] = headerFields[header.name].map { "\($0), \(header.value)" } ?? header.value
        }
        self.init(statusCode: Int(response.status.code), headerFields: headerFields, url: url)
    }
}

extension TimeAmount {
    fileprivate init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
