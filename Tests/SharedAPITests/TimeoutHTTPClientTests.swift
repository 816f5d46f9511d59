import Foundation
import SharedAPI
import Testing

@Suite struct TimeoutHTTPClientTests {
    @Test func deliversAResponseThatComesInTime() async throws {
        let sut = TimeoutHTTPClient(decorating: ClientStub(delay: .zero), limit: .seconds(5))

        let (data, response) = try await sut.get(from: anyURL)

        #expect(data == Data("body".utf8))
        #expect(response.statusCode == 200)
    }

    @Test func deliversTheClientsError() async {
        let sut = TimeoutHTTPClient(decorating: ClientStub(delay: .zero, error: StubError()), limit: .seconds(5))

        await #expect(throws: StubError()) { try await sut.get(from: anyURL) }
    }

    @Test func failsWhenTheLimitPassesFirst() async {
        let clock = ContinuousClock()
        let start = clock.now
        let sut = TimeoutHTTPClient(decorating: ClientStub(delay: .seconds(60)), limit: .milliseconds(50))

        await #expect(throws: TimeoutHTTPClient.TimeoutError(limit: .milliseconds(50))) {
            try await sut.get(from: anyURL)
        }
        #expect(clock.now - start >= .milliseconds(50))
    }

    @Test func throwsCancellationErrorWhenCancelled() async {
        let sut = TimeoutHTTPClient(decorating: ClientStub(delay: .seconds(60)), limit: .seconds(60))
        let task = Task { try await sut.get(from: anyURL) }
        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
    }
}

private let anyURL = URL(string: "https://any-url.com")!

private struct StubError: Error, Equatable {}

private struct ClientStub: HTTPClient {
    let delay: Duration
    var error: StubError?

    func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        try await Task.sleep(for: delay)
        if let error { throw error }
        return (Data("body".utf8), HTTPResponse(statusCode: 200))
    }
}
