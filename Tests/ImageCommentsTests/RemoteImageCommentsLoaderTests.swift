import CommonTestSupport
import Foundation
import ImageComments
import SharedAPI
import SharedAPITestSupport
import Testing

struct RemoteImageCommentsLoaderTests {
    private let baseURL = URL(string: "https://comments-api.com")!

    @Test func loadRequestsTheImagesCommentsURL() async throws {
        let imageID = UUID()
        let client = HTTPClientStub.responding(makeItemsJSON([]), statusCode: 200)

        _ = try await RemoteImageCommentsLoader(baseURL: baseURL, client: client).loadComments(forImageWithID: imageID)

        #expect(client.requestedURLs == [ImageCommentsEndpoint.get(imageID: imageID).url(baseURL: baseURL)])
    }

    @Test func loadDeliversConnectivityErrorOnClientError() async {
        let sut = RemoteImageCommentsLoader(baseURL: baseURL, client: HTTPClientStub.failing(with: anyNSError()))

        await #expect(throws: RemoteLoader<[ImageComment]>.Error.connectivity) {
            try await sut.loadComments(forImageWithID: UUID())
        }
    }

    @Test(arguments: [199, 300, 400, 500])
    func loadDeliversInvalidDataErrorOnNon2xxResponse(statusCode: Int) async {
        let sut = RemoteImageCommentsLoader(
            baseURL: baseURL, client: HTTPClientStub.responding(makeItemsJSON([]), statusCode: statusCode))

        await #expect(throws: RemoteLoader<[ImageComment]>.Error.invalidData) {
            try await sut.loadComments(forImageWithID: UUID())
        }
    }

    /// The API's 404 means it has no such image: not the connectivity error, nor invalid data.
    @Test func loadDeliversNotFoundErrorOn404Response() async {
        let sut = RemoteImageCommentsLoader(
            baseURL: baseURL, client: HTTPClientStub.responding(Data("Not Found".utf8), statusCode: 404))

        await #expect(throws: RemoteLoader<[ImageComment]>.Error.notFound) {
            try await sut.loadComments(forImageWithID: UUID())
        }
    }
}
