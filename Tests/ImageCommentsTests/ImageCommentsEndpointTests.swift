import Foundation
import ImageComments
import Testing

struct ImageCommentsEndpointTests {
    @Test(arguments: [
        ("http://base-url.com", "http://base-url.com/v1/image/2239CBA2-CB35-4392-ADC0-24A37D38E010/comments"),
        (
            "https://base-url.com:8443/api",
            "https://base-url.com:8443/api/v1/image/2239CBA2-CB35-4392-ADC0-24A37D38E010/comments"
        ),
        (
            "https://base-url.com:8443/api/",
            "https://base-url.com:8443/api/v1/image/2239CBA2-CB35-4392-ADC0-24A37D38E010/comments"
        ),
    ])
    func commentsURLKeepsTheBaseURL(base: String, expected: String) throws {
        let imageID = try #require(UUID(uuidString: "2239CBA2-CB35-4392-ADC0-24A37D38E010"))
        let baseURL = try #require(URL(string: base))

        #expect(ImageCommentsEndpoint.get(imageID: imageID).url(baseURL: baseURL).absoluteString == expected)
    }
}
