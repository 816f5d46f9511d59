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
        ("http://[::1]:8080", "http://[::1]:8080/v1/feed?limit=10"),
        ("http://[::1]:8080/api/", "http://[::1]:8080/api/v1/feed?limit=10"),
        ("http://[fe80::1%25eth0]:8080", "http://[fe80::1%25eth0]:8080/v1/feed?limit=10"),
        ("https://user:secret@base-url.com/api?token=1#top", "https://base-url.com/api/v1/feed?limit=10"),
    ])
    func urlKeepsTheBaseURLsSchemeHostPortAndPath(base: String, expected: String) throws {
        let baseURL = try #require(URL(string: base))

        #expect(FeedEndpoint.get().url(baseURL: baseURL).absoluteString == expected)
    }
}
