import CommonTestSupport
import FeedComposition
import FeedFeature
import Foundation
import Testing

@Suite struct LocalFirstFeedImageDataLoaderTests {
    @Test func deliversLocalDataWithoutAskingRemote() async throws {
        let localData = Data("local".utf8)
        let local = FeedImageDataLoaderStub { localData }
        let remote = FeedImageDataLoaderStub { anyData() }
        let cache = FeedImageDataCacheSpy()
        let sut = LocalFirstFeedImageDataLoader(local: local, remote: remote, cache: cache)

        let data = try await sut.loadImageData(from: anyURL())

        #expect(data == localData)
        #expect(local.requestedURLs == [anyURL()])
        #expect(remote.requestedURLs.isEmpty)
        #expect(cache.saved.isEmpty)
    }

    @Test func loadsFromRemoteAndCachesItOnALocalMiss() async throws {
        let url = URL(string: "https://image.test/1")!
        let remoteData = Data("remote".utf8)
        let remote = FeedImageDataLoaderStub { remoteData }
        let cache = FeedImageDataCacheSpy()
        let sut = LocalFirstFeedImageDataLoader(
            local: FeedImageDataLoaderStub { throw anyNSError() }, remote: remote, cache: cache)

        let data = try await sut.loadImageData(from: url)

        #expect(data == remoteData)
        #expect(remote.requestedURLs == [url])
        #expect(cache.saved == [.init(data: remoteData, url: url)])
    }

    @Test func deliversRemoteDataEvenWhenCachingFails() async throws {
        let remoteData = Data("remote".utf8)
        let sut = LocalFirstFeedImageDataLoader(
            local: FeedImageDataLoaderStub { throw anyNSError() },
            remote: FeedImageDataLoaderStub { remoteData },
            cache: FeedImageDataCacheSpy(saveError: anyNSError())
        )

        #expect(try await sut.loadImageData(from: anyURL()) == remoteData)
    }

    @Test func deliversTheRemoteErrorAndCachesNothingWhenBothFail() async {
        let remoteError = NSError(domain: "remote", code: 1)
        let cache = FeedImageDataCacheSpy()
        let sut = LocalFirstFeedImageDataLoader(
            local: FeedImageDataLoaderStub { throw anyNSError() },
            remote: FeedImageDataLoaderStub { throw remoteError },
            cache: cache
        )

        await #expect(throws: remoteError) { try await sut.loadImageData(from: anyURL()) }
        #expect(cache.saved.isEmpty)
    }

    @Test func doesNotFallBackToRemoteWhenCancelled() async {
        let local = FeedImageDataLoaderStub {
            withUnsafeCurrentTask { $0?.cancel() }
            throw CancellationError()
        }
        let remote = FeedImageDataLoaderStub { anyData() }
        let sut = LocalFirstFeedImageDataLoader(local: local, remote: remote, cache: FeedImageDataCacheSpy())

        await #expect(throws: CancellationError.self) { try await sut.loadImageData(from: anyURL()) }
        #expect(remote.requestedURLs.isEmpty)
    }
}
