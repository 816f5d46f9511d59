import FeedFeature
import FeedPresentation
import Foundation
import Testing

struct FeedImagePresenterTests {
    @Test func mapPassesDescriptionAndLocationThrough() throws {
        let image = FeedImage(
            id: UUID(), description: "a description", location: "a location",
            url: try #require(URL(string: "https://a-url.com")))

        let viewModel = FeedImagePresenter.map(image)

        #expect(viewModel.description == "a description")
        #expect(viewModel.location == "a location")
        #expect(viewModel.hasLocation)
    }

    @Test func anImageWithoutLocationHasNoLocation() throws {
        let image = FeedImage(
            id: UUID(), description: nil, location: nil, url: try #require(URL(string: "https://a-url.com")))

        let viewModel = FeedImagePresenter.map(image)

        #expect(viewModel.description == nil)
        #expect(viewModel.location == nil)
        #expect(!viewModel.hasLocation)
    }
}
