import FeedAPI
import FeedFeature
import Foundation
import ImageComments
import SampleBackend
import SharedAPI
import Testing
import URLSessionInfrastructure

/// FeedAPI, ImageComments and Infrastructure's `URLSessionHTTPClient` against the sample backend over
/// loopback (the port of the upstream API end-to-end test): the shipped data set comes back exactly.
@Suite(.serialized) struct FeedAPIEndToEndTests {
    private let dataSet = SampleDataSet.shipped
    private let now = Date(timeIntervalSince1970: 1_716_206_400)  // 2024-05-20T12:00:00Z

    @Test func everyPageOfTheFeedMatchesTheDataSet() async throws {
        try await withBackend { baseURL in
            let loader = RemoteFeedLoader(baseURL: baseURL, client: URLSessionHTTPClient())
            var images: [FeedImage] = []
            var pageSizes: [Int] = []
            while true {
                let page = try await loader.loadPage(after: images.last)
                pageSizes.append(page.count)
                if page.isEmpty { break }
                images += page
            }

            #expect(pageSizes == [10, 10, 10, 6, 0])
            #expect(images.map(\.id) == dataSet.images.map(\.id))
            #expect(images.map(\.description) == dataSet.images.map(\.description))
            #expect(images.map(\.location) == dataSet.images.map(\.location))
            #expect(images.allSatisfy { $0.url.host == baseURL.host && $0.url.port == baseURL.port })
        }
    }

    @Test func everyImagesBytesMatchTheDataSet() async throws {
        try await withBackend { baseURL in
            let client = URLSessionHTTPClient()
            let feed = RemoteFeedLoader(baseURL: baseURL, client: client)
            let imageData = RemoteFeedImageDataLoader(client: client)
            var images: [FeedImage] = []
            while case let page = try await feed.loadPage(after: images.last), !page.isEmpty {
                images += page
            }

            for image in images {
                let data = try await imageData.loadImageData(from: image.url)
                #expect(data == dataSet.imageData(for: image.id), "image \(image.id)")
                #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "PNG signature of \(image.id)")
            }
        }
    }

    @Test func everyImagesCommentsMatchTheDataSet() async throws {
        try await withBackend { baseURL in
            let loader = RemoteImageCommentsLoader(baseURL: baseURL, client: URLSessionHTTPClient())

            for image in dataSet.images {
                let comments = try await loader.loadComments(forImageWithID: image.id)

                #expect(comments.map(\.id) == image.comments.map(\.id))
                #expect(comments.map(\.message) == image.comments.map(\.message))
                #expect(comments.map(\.username) == image.comments.map(\.username))
                #expect(
                    comments.map(\.createdAt)
                        == image.comments.map { now.addingTimeInterval(-60 * Double($0.minutesAgo)) })
            }
        }
    }

    private func withBackend(_ body: (URL) async throws -> Void) async throws {
        let now = now
        try await SampleBackend.withRunning(
            configuration: .init(host: "127.0.0.1", port: 0, mode: .normal, now: { now })
        ) { backend in
            try await body(backend.baseURL)
        }
    }
}
