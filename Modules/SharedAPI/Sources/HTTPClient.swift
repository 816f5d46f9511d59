import Foundation

/// Sends HTTP requests. Implemented by Infrastructure; doubled in tests.
///
/// Any response, whatever its status, is delivered; only a transport failure (no connection, a
/// timeout) throws. Cancelling the calling task cancels the request.
public protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse)
}

extension HTTPClient {
    /// `GET url`: what every remote loader asks for.
    public func get(from url: URL) async throws -> (Data, HTTPResponse) {
        try await send(.get(url))
    }
}
