import CommonTestSupport
import Foundation
import SharedAPI
import SharedAPITestSupport
import Testing

struct RemoteLoaderTests {
    @Test func loadRequestsTheGivenURL() async throws {
        let url = try #require(URL(string: "https://a-given-url.com/path?query=1"))
        let client = HTTPClientStub.responding(anyData(), statusCode: 200)
        let sut = RemoteLoader(client: client) { data, _ in data }

        _ = try await sut.load(from: url)

        #expect(client.requestedURLs == [url])
    }

    @Test func loadDeliversConnectivityErrorOnClientError() async {
        let sut = RemoteLoader(client: HTTPClientStub.failing(with: anyNSError())) { data, _ in data }

        await #expect(throws: RemoteLoader<Data>.Error.connectivity) {
            try await sut.load(from: anyURL())
        }
    }

    @Test func loadDeliversAHostPolicyRefusalAsItIsNotAsConnectivity() async {
        let refusal = RestrictedHostError(url: anyURL(), address: IPAddress(10, 0, 0, 1), addressClass: .privateNetwork)
        let sut = RemoteLoader(client: HTTPClientStub.failing(with: refusal)) { data, _ in data }

        await #expect(throws: refusal) { try await sut.load(from: anyURL()) }
    }

    @Test func loadDeliversInvalidDataErrorOnMapperError() async {
        let sut = RemoteLoader<Data>(client: HTTPClientStub.responding(anyData(), statusCode: 200)) { _, _ in
            throw anyNSError()
        }

        await #expect(throws: RemoteLoader<Data>.Error.invalidData) {
            try await sut.load(from: anyURL())
        }
    }

    @Test func loadDeliversAMappersNotFoundAsItIs() async {
        let sut = RemoteLoader<Data>(client: HTTPClientStub.responding(anyData(), statusCode: 404)) { _, _ in
            throw RemoteLoadError.notFound
        }

        await #expect(throws: RemoteLoader<Data>.Error.notFound) {
            try await sut.load(from: anyURL())
        }
    }

    @Test func loadDeliversTheMappedResourceWithTheClientsDataAndResponse() async throws {
        let data = Data("some data".utf8)
        let sut = RemoteLoader(client: HTTPClientStub.responding(data, statusCode: 203)) { data, response in
            "\(String(decoding: data, as: UTF8.self)) \(response.statusCode)"
        }

        let resource = try await sut.load(from: anyURL())

        #expect(resource == "some data 203")
    }

    @Test func loadDeliversCancellationRatherThanAResultOnceItsTaskIsCancelled() async {
        let (requestStarted, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let client = HTTPClientStub { _ in
            startedContinuation.yield()
            try? await Task.sleep(for: .seconds(5))
            return .success((anyData(), HTTPResponse(statusCode: 200)))
        }
        let sut = RemoteLoader(client: client) { data, _ in data }

        let task = Task { try await sut.load(from: anyURL()) }
        for await _ in requestStarted { break }
        task.cancel()

        await #expect(throws: CancellationError.self) {
            try await task.value
        }
    }
}
