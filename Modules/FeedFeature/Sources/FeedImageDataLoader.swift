import Foundation

/// Delivers the bytes of a feed image.
///
/// Cancelling the calling task cancels the load: it then throws `CancellationError`, which is not a
/// domain error and is never shown to the user (a cancelled load delivers neither data nor error).
public protocol FeedImageDataLoader: Sendable {
    func loadImageData(from url: URL) async throws -> Data
}
