import FeedCache
import Foundation
import Synchronization

/// A `FeedImageDataStore` double that records every message and answers with stubbed results.
final class FeedImageDataStoreSpy: FeedImageDataStore {
    enum Message: Equatable {
        case insert(Data, URL)
        case retrieve(URL)
    }

    private struct State {
        var messages: [Message] = []
        var insertionResult: Result<Void, any Error> = .success(())
        var retrievalResult: Result<Data?, any Error> = .success(nil)
    }

    private let state = Mutex(State())
    private let onRetrieve: @Sendable () async -> Void

    /// - Parameter onRetrieve: runs before a retrieval answers, e.g. to cancel the caller meanwhile.
    init(onRetrieve: @escaping @Sendable () async -> Void = {}) {
        self.onRetrieve = onRetrieve
    }

    var receivedMessages: [Message] { state.withLock { $0.messages } }

    func completeInsertion(with error: any Error) { state.withLock { $0.insertionResult = .failure(error) } }
    func completeRetrieval(with error: any Error) { state.withLock { $0.retrievalResult = .failure(error) } }
    func completeRetrieval(with data: Data?) { state.withLock { $0.retrievalResult = .success(data) } }

    func insert(_ data: Data, for url: URL) async throws {
        try state.withLock {
            $0.messages.append(.insert(data, url))
            return $0.insertionResult
        }.get()
    }

    func retrieve(dataForURL url: URL) async throws -> Data? {
        state.withLock { $0.messages.append(.retrieve(url)) }
        await onRetrieve()
        return try state.withLock { $0.retrievalResult }.get()
    }
}
