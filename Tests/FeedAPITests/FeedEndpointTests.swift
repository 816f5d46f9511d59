import FeedAPI
import FeedFeature
import Foundation
import Testing

struct FeedEndpointTests {
    @Test func firstPageURLAsksForTenItems() throws {
        let baseURL = try #require(URL(string: "http://base-url.com"))

        let received = FeedEndpoint.get().url(baseURL: baseURL)

        #expect(received.absoluteString == "http://base-url.com/v1/feed?limit=10")
    }

    @Test func nextPageURLAsksForTheItemsAfterTheLastImage() throws {
        let baseURL = try #require(URL(string: "http://base-url.com"))
        let last = FeedImage(
            id: try #require(UUID(uuidString: "166FCDD7-C9F4-420A-B2D6-CE2EAFA3D82F")),
            description: nil, location: nil, url: baseURL)

        let received = FeedEndpoint.get(after: last).url(baseURL: baseURL)

        #expect(
            received.absoluteString
                == "http://base-url.com/v1/feed?limit=10&after_id=166FCDD7-C9F4-420A-B2D6-CE2EAFA3D82F")
    }

    @Test(arguments: [
        ("https://base-url.com:8443/api", "https://base-url.com:8443/api/v1/feed?limit=10"),
        ("https://base-url.com:8443/api/", "https://base-url.com:8443/api/v1/feed?limit=10"),
        ("http://127.0.0.1:49152/", "http://127.0.0.1:49152/v1/feed?limit=10"),
    ])
    func urlKeepsTheBaseURLsSchemeHostPortAndPath(base: String, expected: String) throws {
        let baseURL = try #require(URL(string: base))

        #expect(FeedEndpoint.get().url(baseURL: baseURL).absoluteString == expected)
    }
}
