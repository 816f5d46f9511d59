import CommonTestSupport
import FeedCache
import FeedCacheTestSupport
import Foundation
import SharedCacheTestSupport
import Testing

@Suite struct LoadFeedImageDataFromCacheUseCaseTests {
    @Test func initDoesNotMessageStore() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test func loadImageDataRequestsStoredDataForURL() async {
        let url = anyURL()
        let (sut, store) = makeSUT()

        _ = try? await sut.loadImageData(from: url)

        #expect(store.receivedMessages == [.retrieve(url)])
    }

    @Test func loadImageDataFailsOnStoreError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyNSError())

        await #expect(throws: LocalFeedImageDataLoader.LoadError.failed) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test func loadImageDataFailsWithNotFoundWhenNothingIsStored() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: nil)

        await #expect(throws: LocalFeedImageDataLoader.LoadError.notFound) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test func loadImageDataDeliversStoredData() async throws {
        let data = anyData()
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: data)

        #expect(try await sut.loadImageData(from: anyURL()) == data)
    }

    @Test(arguments: [StoreAnswer.found, .notFound, .failed])
    func loadImageDataDeliversNeitherDataNorErrorAfterCancellation(_ answer: StoreAnswer) async {
        let store = FeedImageDataStoreSpy(onRetrieve: { withUnsafeCurrentTask { $0?.cancel() } })
        let sut = LocalFeedImageDataLoader(store: store)
        answer.stub(store)

        await #expect(throws: CancellationError.self) { try await sut.loadImageData(from: anyURL()) }
    }

    // MARK: - Helpers

    enum StoreAnswer: String, CustomTestStringConvertible, Sendable {
        case found, notFound, failed

        var testDescription: String { rawValue }

        func stub(_ store: FeedImageDataStoreSpy) {
            switch self {
            case .found: store.completeRetrieval(with: anyData())
            case .notFound: store.completeRetrieval(with: nil)
            case .failed: store.completeRetrieval(with: anyNSError())
            }
        }
    }

    private func makeSUT() -> (sut: LocalFeedImageDataLoader, store: FeedImageDataStoreSpy) {
        let store = FeedImageDataStoreSpy()
        return (LocalFeedImageDataLoader(store: store), store)
    }
}
