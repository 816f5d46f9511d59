import Foundation
import SharedConcurrency

/// An `HTTPClient` decorator that gives up on a request after a time limit: the request then fails
/// like a transport failure (the remote loaders report a connectivity error, and the feed falls back
/// to its cache).
///
/// The limit covers the whole request, connection and body. The abandoned request is cancelled and
/// not waited for, so a server that ignores cancellation cannot hold the caller past the limit.
public struct TimeoutHTTPClient: HTTPClient {
    /// The error a request that ran out of time fails with.
    public struct TimeoutError: Error, Equatable {
        /// The limit the request exceeded.
        public let limit: Duration

        public init(limit: Duration) {
            self.limit = limit
        }
    }

    private let decoratee: any HTTPClient
    private let limit: Duration

    /// - Parameters:
    ///   - decoratee: the client that performs the requests.
    ///   - limit: how long one request may take.
    public init(decorating decoratee: any HTTPClient, limit: Duration) {
        self.decoratee = decoratee
        self.limit = limit
    }

    public func send(_ httpRequest: HTTPRequest) async throws -> (Data, HTTPResponse) {
        try await withTimeLimit(limit, throwing: TimeoutError(limit: limit)) { [decoratee] in
            try await decoratee.send(httpRequest)
        }
    }
}
