import Foundation

/// Performs HTTP GET requests. Implemented by Infrastructure; doubled in tests.
///
/// Any response, whatever its status, is delivered; only a transport failure (no connection, a
/// timeout) throws. Cancelling the calling task cancels the request.
public protocol HTTPClient: Sendable {
    func get(from url: URL) async throws -> (Data, HTTPResponse)
}
