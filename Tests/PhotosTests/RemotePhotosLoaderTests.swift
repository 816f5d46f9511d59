import CommonTestSupport
import Foundation
import Photos
import SharedAPI
import SharedAPITestSupport
import Testing

struct RemotePhotosLoaderTests {
    private let baseURL = URL(string: "https://a-base-url.com")!

    @Test func loadRequestsThePage() async throws {
        let client = HTTPClientStub.responding(Data("[]".utf8), statusCode: 200)

        _ = try await RemotePhotosLoader(baseURL: baseURL, client: client).load(page: 3, perPage: 5)

        #expect(client.requestedURLs == [URL(string: "https://a-base-url.com/photos?page=3&per_page=5")!])
    }

    @Test func loadFailsWithConnectivityOnAClientError() async {
        let sut = RemotePhotosLoader(baseURL: baseURL, client: HTTPClientStub.failing(with: anyNSError()))

        await #expect(throws: RemoteLoader<[Photo]>.Error.connectivity) { try await sut.load(page: 1, perPage: 10) }
    }

    @Test func loadFailsWithInvalidDataOnAnInvalidResponse() async {
        let sut = RemotePhotosLoader(
            baseURL: baseURL, client: HTTPClientStub.responding(Data("{}".utf8), statusCode: 200))

        await #expect(throws: RemoteLoader<[Photo]>.Error.invalidData) { try await sut.load(page: 1, perPage: 10) }
    }

    @Test func loadDeliversThePhotos() async throws {
        let client = HTTPClientStub.responding(json([unsplashPhoto(id: "x"), unsplashPhoto(id: "y")]), statusCode: 200)

        let photos = try await RemotePhotosLoader(baseURL: baseURL, client: client).load(page: 1, perPage: 10)

        #expect(photos.map(\.id) == ["x", "y"])
    }

    @Test func photoDataLoaderDeliversNonEmptyBytesOfA200Only() async throws {
        let url = URL(string: "https://images.example.com/photo.png")!
        let bytes = Data([0x89, 0x50, 0x4E, 0x47])

        #expect(
            try await RemotePhotoDataLoader(client: HTTPClientStub.responding(bytes, statusCode: 200)).loadData(
                from: url) == bytes)
        await #expect(throws: RemoteLoader<Data>.Error.invalidData) {
            try await RemotePhotoDataLoader(client: HTTPClientStub.responding(Data(), statusCode: 200)).loadData(
                from: url)
        }
        await #expect(throws: RemoteLoader<Data>.Error.invalidData) {
            try await RemotePhotoDataLoader(client: HTTPClientStub.responding(bytes, statusCode: 500)).loadData(
                from: url)
        }
        await #expect(throws: RemoteLoader<Data>.Error.notFound) {
            try await RemotePhotoDataLoader(client: HTTPClientStub.responding(bytes, statusCode: 404)).loadData(
                from: url)
        }
    }
}
