import FeedFeature
import Foundation
import Testing

struct FeedImageTests {
    @Test func imagesWithTheSameValuesAreEqualAndHashAlike() throws {
        let id = UUID()
        let url = try #require(URL(string: "https://a-url.com/image.png"))
        let image = FeedImage(id: id, description: "a description", location: "a location", url: url)
        let copy = FeedImage(id: id, description: "a description", location: "a location", url: url)

        #expect(image == copy)
        #expect(Set([image, copy]).count == 1)
    }

    @Test func imagesDifferByAnyField() throws {
        let url = try #require(URL(string: "https://a-url.com/image.png"))
        let otherURL = try #require(URL(string: "https://another-url.com/image.png"))
        let image = FeedImage(id: UUID(), description: "a description", location: "a location", url: url)

        #expect(image != FeedImage(id: UUID(), description: image.description, location: image.location, url: url))
        #expect(image != FeedImage(id: image.id, description: nil, location: image.location, url: url))
        #expect(image != FeedImage(id: image.id, description: image.description, location: nil, url: url))
        #expect(
            image != FeedImage(id: image.id, description: image.description, location: image.location, url: otherURL))
    }
}
