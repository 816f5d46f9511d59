import Foundation
import SampleBackend
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct FeedRouteTests {
    private let client = HTTPTestClient()

    @Test func pagesTheShippedDataSetByTensChainingAfterID() async throws {
        try await withSampleBackend { (backend) async throws in
            var pageSizes: [Int] = []
            var served: [[String: Any]] = []
            var afterID: String?
            repeat {
                let (data, response) = try await client.get(
                    feedURL(backend.baseURL, limit: 10, afterID: afterID))
                #expect(response.statusCode == 200)
                #expect(
                    response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
                let items = try jsonItems(data)
                pageSizes.append(items.count)
                served += items
                afterID = items.last?["id"] as? String
            } while pageSizes.last != 0 && pageSizes.count < 10

            #expect(pageSizes == [10, 10, 10, 6, 0])
            let shipped = SampleDataSet.shipped
            #expect(backend.dataSet == shipped)
            #expect(served.count == shipped.images.count)
            for (item, image) in zip(served, shipped.images) {
                #expect(item["id"] as? String == image.id.uuidString)
                #expect(item["description"] as? String == image.description)
                #expect(item["location"] as? String == image.location)
                #expect(item["image"] as? String == backend.imageURL(for: image.id).absoluteString)
            }
        }
    }

    @Test func omitsMissingOptionalFieldsRatherThanSendingNull() async throws {
        try await withSampleBackend { (backend) async throws in
            let (data, _) = try await client.get(feedURL(backend.baseURL, limit: 50))
            let items = try jsonItems(data)
            let shipped = backend.dataSet.images

            #expect(items.count == shipped.count)
            for (item, image) in zip(items, shipped) {
                #expect(Set(item.keys).isSubset(of: ["id", "description", "location", "image"]))
                #expect(item.keys.contains("description") == (image.description != nil))
                #expect(item.keys.contains("location") == (image.location != nil))
            }
            #expect(items.contains { !$0.keys.contains("description") })
            #expect(items.contains { !$0.keys.contains("location") })
            #expect(items.contains { !$0.keys.contains("description") && !$0.keys.contains("location") })
            #expect(!String(decoding: data, as: UTF8.self).contains("null"))
        }
    }

    @Test func imageURLsPointBackAtTheServerAddressTheClientUsed() async throws {
        try await withSampleBackend { (backend) async throws in
            let localhost = URL(string: "http://localhost:\(backend.port)")!
            let (data, _) = try await client.get(feedURL(localhost, limit: 1))
            let image = try #require(try jsonItems(data).first?["image"] as? String)
            #expect(image.hasPrefix("http://localhost:\(backend.port)/images/"))
            #expect(image.hasSuffix(".png"))
        }
    }

    @Test func defaultsTheLimitToTenAndClampsLargeLimits() async throws {
        try await withSampleBackend { (backend) async throws in
            let (defaultPage, _) = try await client.get(feedURL(backend.baseURL, limit: nil))
            #expect(try jsonItems(defaultPage).count == 10)

            let (small, _) = try await client.get(feedURL(backend.baseURL, limit: 3))
            #expect(try jsonItems(small).count == 3)

            let (huge, response) = try await client.get(feedURL(backend.baseURL, limit: 10_000))
            #expect(response.statusCode == 200)
            #expect(try jsonItems(huge).count == min(50, backend.dataSet.images.count))
        }
    }

    @Test func answersAnEmptyPageForAnUnknownAfterID() async throws {
        try await withSampleBackend { (backend) async throws in
            let (data, response) = try await client.get(
                feedURL(backend.baseURL, afterID: UUID().uuidString))
            #expect(response.statusCode == 200)
            #expect(try jsonItems(data).isEmpty)
        }
    }

    @Test func acceptsALowercaseAfterID() async throws {
        try await withSampleBackend { (backend) async throws in
            let third = backend.dataSet.images[2]
            let (data, _) = try await client.get(
                feedURL(backend.baseURL, limit: 1, afterID: third.id.uuidString.lowercased())
            )
            #expect(
                try jsonItems(data).first?["id"] as? String == backend.dataSet.images[3].id.uuidString)
        }
    }

    @Test(arguments: ["limit=0", "limit=-1", "limit=ten", "after_id=not-a-uuid"])
    func rejectsMalformedQueries(query: String) async throws {
        try await withSampleBackend { (backend) async throws in
            let url = URL(string: "\(backend.baseURL.absoluteString)/v1/feed?\(query)")!
            let (_, response) = try await client.get(url)
            #expect(response.statusCode == 400)
        }
    }
}
