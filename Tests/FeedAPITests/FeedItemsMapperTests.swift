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

    @Test(arguments: [
        "javascript:alert(1)", "data:image/png;base64,iVBORw0KGgo=", "file:///etc/passwd", "ftp://a.url/image.png",
        "/relative/image.png", "https://", "not a url",
    ])
    func mapThrowsOnAnImageURLThatIsNotHTTPOrHTTPS(url: String) {
        let json = makeItemsJSON([
            ["id": UUID().uuidString, "image": "https://a-url.com/fine.png"],
            ["id": UUID().uuidString, "image": url],
        ])

        #expect(throws: FeedItemsMapper.Error.invalidData) {
            try FeedItemsMapper.map(json, from: HTTPResponse(statusCode: 200))
        }
    }

    @Test(arguments: [
        #"{"items": [{"id": "\#(UUID())", "image": "https://a.url", "description": 42}]}"#,
        #"{"items": [{"id": "\#(UUID())", "image": 7}]}"#,
        #"{"items": {"id": "\#(UUID())", "image": "https://a.url"}}"#,
        #"{"items": [{"id": "\#(UUID())", "image": "https://a.url"}"#,
        #"{"items": [null]}"#,
        #"[]"#,
    ])
    func mapThrowsOnWrongTypesAndTruncatedJSON(body: String) {
        #expect(throws: FeedItemsMapper.Error.invalidData) {
            try FeedItemsMapper.map(Data(body.utf8), from: HTTPResponse(statusCode: 200))
        }
    }

    /// The parser's nesting limit ends this long before the stack would.
    @Test func mapThrowsOnDeeplyNestedJSONWithoutCrashing() {
        let depth = 100_000
        let body = #"{"items": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"

        #expect(throws: FeedItemsMapper.Error.invalidData) {
            try FeedItemsMapper.map(Data(body.utf8), from: HTTPResponse(statusCode: 200))
        }
    }

    /// JSON leaves duplicate keys to the parser: Foundation's keeps the first of them.
    @Test func mapKeepsTheFirstOfDuplicateKeys() throws {
        let first = UUID()
        let body = #"{"items": [{"id": "\#(first)", "image": "https://a.url", "id": "\#(UUID())"}], "items": []}"#

        let result = try FeedItemsMapper.map(Data(body.utf8), from: HTTPResponse(statusCode: 200))

        #expect(result.map(\.id) == [first])
    }
}
