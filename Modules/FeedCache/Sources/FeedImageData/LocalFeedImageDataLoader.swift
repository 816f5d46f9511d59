import FeedFeature
import Foundation

/// The image-data cache use cases on top of a `FeedImageDataStore`: Load Feed Image Data From Cache
/// and Cache Feed Image Data.
public final class LocalFeedImageDataLoader: Sendable {
    public enum LoadError: Error, Equatable, Sendable {
        /// The store could not be read.
        case failed
        /// Nothing is stored for that URL.
        case notFound
    }

    public enum SaveError: Error, Equatable, Sendable {
        /// The store could not be written.
        case failed
    }

    private let store: any FeedImageDataStore

    public init(store: any FeedImageDataStore) {
        self.store = store
    }
}

extension LocalFeedImageDataLoader: FeedImageDataLoader {
    /// The bytes stored for `url`.
    ///
    /// - Throws: `LoadError.failed` or `.notFound`; `CancellationError` when the calling task was
    ///   cancelled, whatever the store delivered.
    public func loadImageData(from url: URL) async throws -> Data {
        let data: Data?
        do {
            data = try await store.retrieve(dataForURL: url)
        } catch {
            try Task.checkCancellation()
            throw LoadError.failed
        }
        try Task.checkCancellation()
        guard let data else { throw LoadError.notFound }
        return data
    }
}

extension LocalFeedImageDataLoader: FeedImageDataCache {
    /// Stores `data` for `url`. - Throws: `SaveError.failed`.
    public func save(_ data: Data, for url: URL) async throws {
        do {
            try await store.insert(data, for: url)
        } catch {
            throw SaveError.failed
        }
    }
}
