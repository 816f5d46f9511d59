import Foundation
import Photos
import Testing

struct PhotosEndpointTests {
    @Test func getURLAsksForThePageAndItsSize() {
        let baseURL = URL(string: "http://base-url.com")!

        #expect(
            PhotosEndpoint.get(page: 2, perPage: 30).url(baseURL: baseURL).absoluteString
                == "http://base-url.com/photos?page=2&per_page=30")
    }

    @Test func getURLKeepsTheBaseURLsPathAndPort() {
        let baseURL = URL(string: "https://api.example.com:8443/v2")!

        #expect(
            PhotosEndpoint.get(page: 1, perPage: 10).url(baseURL: baseURL).absoluteString
                == "https://api.example.com:8443/v2/photos?page=1&per_page=10")
    }
}
