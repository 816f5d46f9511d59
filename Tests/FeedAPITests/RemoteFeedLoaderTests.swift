import CommonTestSupport
import FeedAPI
import FeedFeature
import Foundation
import SharedAPI
import SharedAPITestSupport
import Testing

struct RemoteFeedLoaderTests {
    private let baseURL = URL(string: "https://feed-api.com/base")!

    @Test func loadPageRequestsTheFirstPageThenThePageAfterTheLastImage() async throws {
        let client = HTTPClientStub.responding(makeItemsJSON([]), statusCode: 200)
        let sut = RemoteFeedLoader(baseURL: baseURL, client: client)
        let last = FeedImage(id: UUID(), description: nil, location: nil, url: anyURL())

        _ = try await sut.load()
        _ = try await sut.loadPage(after: last)

        #expect(
            client.requestedURLs == [
                FeedEndpoint.get().url(baseURL: baseURL), FeedEndpoint.get(after: last).url(baseURL: baseURL),
            ])
    }

    @Test func loadPageDeliversConnectivityErrorOnClientError() async {
        let sut = RemoteFeedLoader(baseURL: baseURL, client: HTTPClientStub.failing(with: anyNSError()))

        await #expect(throws: RemoteLoader<[FeedImage]>.Error.connectivity) {
            try await sut.loadPage(after: nil)
        }
    }

    @Test func loadPageDeliversInvalidDataErrorOnInvalidResponse() async {
        let sut = RemoteFeedLoader(
            baseURL: baseURL, client: HTTPClientStub.responding(makeItemsJSON([]), statusCode: 500))

        await #expect(throws: RemoteLoader<[FeedImage]>.Error.invalidData) {
            try await sut.loadPage(after: nil)
        }
    }

    @Test func loadPageDeliversTheMappedImages() async throws {
        let id = UUID()
        let json = makeItemsJSON([["id": id.uuidString, "image": "https://an-image.url/1.png"]])
        let sut = RemoteFeedLoader(baseURL: baseURL, client: HTTPClientStub.responding(json, statusCode: 200))

        let images = try await sut.loadPage(after: nil)

        #expect(
            images == [
                FeedImage(id: id, description: nil, location: nil, url: URL(string: "https://an-image.url/1.png")!)
            ])
    }
}
