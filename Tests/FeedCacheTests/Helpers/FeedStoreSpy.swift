import FeedCache
import Foundation
import Synchronization

/// A `FeedStore` double that records every message it receives and answers with stubbed results.
final class FeedStoreSpy: FeedStore {
    enum Message: Equatable {
        case deleteCachedFeed
        case insert([LocalFeedImage], Date)
        case retrieve
    }

    private struct State {
        var messages: [Message] = []
        var deletionResult: Result<Void, any Error> = .success(())
        var insertionResult: Result<Void, any Error> = .success(())
        var retrievalResult: Result<CachedFeed?, any Error> = .success(nil)
    }

    private let state = Mutex(State())

    var receivedMessages: [Message] { state.withLock { $0.messages } }

    func completeDeletion(with error: any Error) { state.withLock { $0.deletionResult = .failure(error) } }
    func completeInsertion(with error: any Error) { state.withLock { $0.insertionResult = .failure(error) } }
    func completeRetrieval(with error: any Error) { state.withLock { $0.retrievalResult = .failure(error) } }
    func completeRetrievalWithEmptyCache() { state.withLock { $0.retrievalResult = .success(nil) } }

    func completeRetrieval(with feed: [LocalFeedImage], timestamp: Date) {
        state.withLock { $0.retrievalResult = .success(CachedFeed(feed: feed, timestamp: timestamp)) }
    }

    func deleteCachedFeed() async throws {
        try state.withLock {
            $0.messages.append(.deleteCachedFeed)
            return $0.deletionResult
        }.get()
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws {
        try state.withLock {
            $0.messages.append(.insert(feed, timestamp))
            return $0.insertionResult
        }.get()
    }

    func retrieve() async throws -> CachedFeed? {
        try state.withLock {
            $0.messages.append(.retrieve)
            return $0.retrievalResult
        }.get()
    }
}
