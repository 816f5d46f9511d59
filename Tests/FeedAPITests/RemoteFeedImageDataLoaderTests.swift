import CommonTestSupport
import FeedAPI
import Foundation
import SharedAPI
import SharedAPITestSupport
import Testing

struct RemoteFeedImageDataLoaderTests {
    @Test func loadImageDataRequestsTheImageURL() async throws {
        let url = try #require(URL(string: "https://an-image.url/1.png"))
        let client = HTTPClientStub.responding(anyImageData(), statusCode: 200)

        _ = try await RemoteFeedImageDataLoader(client: client).loadImageData(from: url)

        #expect(client.requestedURLs == [url])
    }

    @Test func loadImageDataDeliversConnectivityErrorOnClientError() async {
        let sut = RemoteFeedImageDataLoader(client: HTTPClientStub.failing(with: anyNSError()))

        await #expect(throws: RemoteLoader<Data>.Error.connectivity) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test(arguments: [(Data("data".utf8), 400), (Data("data".utf8), 500), (Data(), 200)])
    func loadImageDataDeliversInvalidDataErrorOnInvalidResponse(data: Data, statusCode: Int) async {
        let sut = RemoteFeedImageDataLoader(client: HTTPClientStub.responding(data, statusCode: statusCode))

        await #expect(throws: RemoteLoader<Data>.Error.invalidData) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    /// A 404 is the server's answer that it has no image at the URL: not invalid data.
    @Test func loadImageDataDeliversNotFoundErrorOn404() async {
        let sut = RemoteFeedImageDataLoader(client: HTTPClientStub.responding(anyImageData(), statusCode: 404))

        await #expect(throws: RemoteLoader<Data>.Error.notFound) {
            try await sut.loadImageData(from: anyURL())
        }
    }

    @Test func loadImageDataDeliversTheReceivedBytes() async throws {
        let data = anyImageData()
        let sut = RemoteFeedImageDataLoader(client: HTTPClientStub.responding(data, statusCode: 200))

        #expect(try await sut.loadImageData(from: anyURL()) == data)
    }

    @Test func cancelledLoadDeliversNeitherDataNorADomainError() async {
        let (requestStarted, started) = AsyncStream.makeStream(of: Void.self)
        let client = HTTPClientStub { _ in
            started.yield()
            try? await Task.sleep(for: .seconds(5))
            return .success((anyImageData(), HTTPResponse(statusCode: 200)))
        }
        let sut = RemoteFeedImageDataLoader(client: client)

        let task = Task { try await sut.loadImageData(from: anyURL()) }
        for await _ in requestStarted { break }
        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
