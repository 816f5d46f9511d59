import FeedAPI
import FeedFeature
import Foundation
import HTTPTestSupport
import SharedAPI
import Testing
import URLSessionInfrastructure

/// The feed and image-data loaders with `URLSessionHTTPClient` against a backend on loopback that
/// misbehaves: each answer ends in a clean error or a correct result, and nothing makes the client fetch
/// a URL it was not given.
@Suite struct HostileBackendTests {
    private typealias FeedError = RemoteLoader<[FeedImage]>.Error

    /// An answer of the backend to the feed request, and what loading the feed gives.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let response: StubResponse
        let outcome: Outcome

        enum Outcome: Equatable, Sendable {
            case images(count: Int)
            case failure(RemoteLoader<[FeedImage]>.Error)
        }

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a million items (about 140 MB) declared: refused at the header",
            response: StubResponse(body: itemsJSON(count: 1_000), repeats: 1_000),
            outcome: .failure(.connectivity)),
        Case(
            name: "100,000 items (about 9 MB): every one",
            response: StubResponse(body: itemsJSON(count: 100_000)),
            outcome: .images(count: 100_000)),
        Case(
            name: "the connection dropped mid-body",
            response: StubResponse(body: itemsJSON(count: 1_000), repeats: 4, dropsConnectionAfter: 2),
            outcome: .failure(.connectivity)),
        Case(
            name: "truncated JSON",
            response: StubResponse(body: itemsJSON(count: 10).dropLast(7)),
            outcome: .failure(.invalidData)),
        Case(
            name: "a valid body labelled text/html: the body is the contract",
            response: StubResponse(body: itemsJSON(count: 3), headerFields: ["Content-Type": "text/html"]),
            outcome: .images(count: 3)),
        Case(
            name: "a javascript: image URL",
            response: StubResponse(body: itemsJSON(count: 3, imageURL: "javascript:alert(document.cookie)")),
            outcome: .failure(.invalidData)),
        Case(
            name: "a file: image URL",
            response: StubResponse(body: itemsJSON(count: 3, imageURL: "file:///etc/passwd")),
            outcome: .failure(.invalidData)),
        Case(
            name: "a redirect to a local file",
            response: StubResponse(statusCode: 302, headerFields: ["Location": "file:///etc/passwd"]),
            outcome: .failure(.connectivity)),
        Case(
            name: "a redirect to another host",
            response: StubResponse(statusCode: 307, headerFields: ["Location": "http://localhost:9/v1/feed"]),
            outcome: .failure(.connectivity)),
        Case(
            name: "deeply nested JSON",
            response: StubResponse(
                body: Data(
                    #"{"items":\#(String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000))}"#.utf8
                )),
            outcome: .failure(.invalidData)),
    ]

    @Test(arguments: cases)
    func theFeedLoadsCorrectlyOrFailsCleanly(_ hostile: Case) async throws {
        try await StubHTTPServer.withStarted(responding: hostile.response) { server in
            let loader = RemoteFeedLoader(baseURL: server.baseURL, client: URLSessionHTTPClient())

            let outcome: Case.Outcome
            do {
                outcome = .images(count: try await loader.load().count)
            } catch let error as FeedError {
                outcome = .failure(error)
            }

            #expect(outcome == hostile.outcome)
            #expect(server.requests.map(\.target) == ["/v1/feed?limit=10"])
        }
    }

    @Test func anImageRedirectedToAnotherHostIsNotFetched() async throws {
        try await StubHTTPServer.withStarted(responding: StubResponse(body: Data("not listed".utf8))) { elsewhere in
            let redirect = StubResponse(
                statusCode: 302, headerFields: ["Location": elsewhere.url("/image").absoluteString])
            try await StubHTTPServer.withStarted(responding: redirect) { server in
                let loader = RemoteFeedImageDataLoader(client: URLSessionHTTPClient())

                await #expect(throws: RemoteLoader<Data>.Error.connectivity) {
                    try await loader.loadImageData(from: server.url("/image"))
                }
            }
            #expect(elsewhere.requests.isEmpty)
        }
    }

    /// `{"items": [...]}` with `count` images, each pointing at `imageURL`.
    private static func itemsJSON(count: Int, imageURL: String = "https://images.example/image.png") -> Data {
        let items = (0..<count).map { _ in
            #"{"id":"\#(UUID())","description":"a description","location":"a location","image":"\#(imageURL)"}"#
        }
        return Data(#"{"items":[\#(items.joined(separator: ","))]}"#.utf8)
    }
}
