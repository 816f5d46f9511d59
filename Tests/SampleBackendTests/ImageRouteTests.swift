import Foundation
import SampleBackend
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ImageRouteTests {
    private let client = HTTPTestClient()
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    @Test func servesEveryFeedImageAsPNGAtTheURLTheFeedGives() async throws {
        try await withSampleBackend { (backend) async throws in
            let (page, _) = try await client.get(feedURL(backend.baseURL, limit: 50))
            let items = try jsonItems(page)
            #expect(items.count == backend.dataSet.images.count)

            for (item, image) in zip(items, backend.dataSet.images) {
                let url = try #require((item["image"] as? String).flatMap(URL.init(string:)))
                let (data, response) = try await client.get(url)
                #expect(response.statusCode == 200)
                #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/png")
                #expect(Array(data.prefix(8)) == Self.pngSignature)
                #expect(data == image.pngData)
            }
        }
    }

    @Test func shipsDistinctImages() throws {
        let images = SampleDataSet.shipped.images
        #expect(Set(images.map(\.pngData)).count == images.count)
        for image in images {
            #expect(Array(image.pngData.prefix(8)) == Self.pngSignature)
            #expect(image.pngData.count < 4_096, "keep the repository small")
        }
    }

    @Test(arguments: ["\(UUID().uuidString).png", "not-a-uuid.png", "nothing"])
    func answers404ForAnUnknownImage(file: String) async throws {
        try await withSampleBackend { (backend) async throws in
            let (_, response) = try await client.get(
                backend.baseURL.appendingPathComponent("images/\(file)"))
            #expect(response.statusCode == 404)
        }
    }
}
