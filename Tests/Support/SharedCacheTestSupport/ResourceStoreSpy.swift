import Foundation
import SharedCache
import Synchronization

/// A `ResourceStore` double that records every message it receives and answers with stubbed results.
public final class ResourceStoreSpy<Resource: Sendable & Equatable>: ResourceStore {
    public enum Message: Equatable {
        case deleteCache
        case deleteCacheIfSavedAt(Date)
        case insert(Resource, Date)
        case retrieve
    }

    private struct State {
        var messages: [Message] = []
        var deletionResult: Result<Void, any Error> = .success(())
        var insertionResult: Result<Void, any Error> = .success(())
        var retrievalResult: Result<CachedResource<Resource>?, any Error> = .success(nil)
    }

    private let state = Mutex(State())

    public init() {}

    public var receivedMessages: [Message] { state.withLock { $0.messages } }

    public func completeDeletion(with error: any Error) { state.withLock { $0.deletionResult = .failure(error) } }
    public func completeInsertion(with error: any Error) { state.withLock { $0.insertionResult = .failure(error) } }
    public func completeRetrieval(with error: any Error) { state.withLock { $0.retrievalResult = .failure(error) } }
    public func completeRetrievalWithEmptyCache() { state.withLock { $0.retrievalResult = .success(nil) } }

    public func completeRetrieval(with resource: Resource, timestamp: Date) {
        state.withLock { $0.retrievalResult = .success(CachedResource(resource: resource, timestamp: timestamp)) }
    }

    public func deleteCache() async throws {
        try state.withLock {
            $0.messages.append(.deleteCache)
            return $0.deletionResult
        }.get()
    }

    public func deleteCache(ifSavedAt timestamp: Date) async throws {
        try state.withLock {
            $0.messages.append(.deleteCacheIfSavedAt(timestamp))
            return $0.deletionResult
        }.get()
    }

    public func insert(_ resource: Resource, timestamp: Date) async throws {
        try state.withLock {
            $0.messages.append(.insert(resource, timestamp))
            return $0.insertionResult
        }.get()
    }

    public func retrieve() async throws -> CachedResource<Resource>? {
        try state.withLock {
            $0.messages.append(.retrieve)
            return $0.retrievalResult
        }.get()
    }
}
