import FeedAPI
import FeedFeature
import Foundation
import SharedAPI

/// Your own `HTTPClient`: this one answers from memory, for previews and tests; yours may wrap any
/// networking stack. It delivers every response whatever its status, and throws only when no
/// response came: the loaders judge the status.
struct InMemoryHTTPClient: HTTPClient {
    let bodies: [URL: Data]

    func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        guard let body = bodies[request.url] else {
            return (Data(), HTTPResponse(statusCode: 404, url: request.url))
        }
        let headerFields = ["Content-Type": "application/json"]
        return (body, HTTPResponse(statusCode: 200, headerFields: headerFields, url: request.url))
    }
}

/// The feed from memory, through the same `RemoteFeedLoader` and its mapper.
public func loadFeedFromMemory() async throws -> [FeedImage] {
    let baseURL = URL(string: "https://feed.example.com")!
    let firstPage = FeedEndpoint.get().url(baseURL: baseURL)
    let json = """
        {"items": [{"id": "7DAF0165-CB0D-594F-8E7B-1D92DBB43B57",
                    "description": "Morning fog over the Golden Gate",
                    "location": "San Francisco, USA",
                    "image": "https://feed.example.com/images/golden-gate.png"}]}
        """
    let client = InMemoryHTTPClient(bodies: [firstPage: Data(json.utf8)])
    return try await RemoteFeedLoader(baseURL: baseURL, client: client).load()
}
