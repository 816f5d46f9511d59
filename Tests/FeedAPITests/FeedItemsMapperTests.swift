import FeedAPI
import FeedFeature
import Foundation
import SharedAPI
import SharedAPITestSupport
import Testing

struct FeedItemsMapperTests {
    @Test(arguments: [199, 201, 300, 400, 500])
    func mapThrowsOnNon200Response(statusCode: Int) {
        let json = makeItemsJSON([])

        #expect(throws: FeedItemsMapper.Error.invalidData) {
            try FeedItemsMapper.map(json, from: HTTPResponse(statusCode: statusCode))
        }
    }

    @Test(arguments: [
        "invalid json", "", "{\"items\": [{\"id\": \"not-a-uuid\", \"image\": \"https://a.url\"}]}", "{}",
    ])
    func mapThrowsOn200ResponseWithInvalidJSON(body: String) {
        #expect(throws: FeedItemsMapper.Error.invalidData) {
            try FeedItemsMapper.map(Data(body.utf8), from: HTTPResponse(statusCode: 200))
        }
    }

    @Test func mapDeliversNoItemsOn200ResponseWithEmptyList() throws {
        let result = try FeedItemsMapper.map(makeItemsJSON([]), from: HTTPResponse(statusCode: 200))

        #expect(result.isEmpty)
    }

    @Test func mapDeliversItemsOn200ResponseWithItemsAndOptionalFields() throws {
        let full = FeedImage(
            id: UUID(), description: "a description", location: "a location",
            url: try #require(URL(string: "https://a-url.com/image.png")))
        let bare = FeedImage(
            id: UUID(), description: nil, location: nil,
            url: try #require(URL(string: "https://another-url.com/image.png")))
        let json = makeItemsJSON([
            [
                "id": full.id.uuidString, "description": "a description", "location": "a location",
                "image": full.url.absoluteString,
            ],
            ["id": bare.id.uuidString, "image": bare.url.absoluteString],
        ])

        let result = try FeedItemsMapper.map(json, from: HTTPResponse(statusCode: 200))

        #expect(result == [full, bare])
    }
}
