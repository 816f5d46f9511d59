import Foundation
import SampleBackend
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct PhotosRouteTests {
    private let client = HTTPTestClient()

    @Test func pagesThePhotosTenAtATimeFromPageOne() async throws {
        try await withSampleBackend { (backend) async throws in
            var ids: [String] = []
            for page in 1...4 {
                let photos = try await photosPage(backend, query: "page=\(page)")
                #expect(photos.count == (page < 4 ? 10 : 0))
                ids += photos.compactMap { $0["id"] as? String }
            }
            #expect(ids == backend.dataSet.photos.map(\.id))
            #expect(try await photosPage(backend, query: "").count == 10)
        }
    }

    @Test func perPageChoosesThePageSizeUpToThirty() async throws {
        try await withSampleBackend { (backend) async throws in
            let second = try await photosPage(backend, query: "page=2&per_page=4")
            #expect(second.compactMap { $0["id"] as? String } == backend.dataSet.photos[4..<8].map(\.id))
            #expect(try await photosPage(backend, query: "per_page=1000").count == 30)
            #expect(try await photosPage(backend, query: "page=\(Int.max)&per_page=30").isEmpty)
        }
    }

    @Test(arguments: ["page=0", "page=-1", "page=x", "per_page=0", "per_page=ten"])
    func answers400ForAQueryThatIsNotPositiveIntegers(query: String) async throws {
        try await withSampleBackend { (backend) async throws in
            let (_, response) = try await client.get(URL(string: "\(backend.baseURL)/photos?\(query)")!)
            #expect(response.statusCode == 400)
        }
    }

    @Test func servesTheFullUnsplashShapeWithURLsPointingBackAtTheServer() async throws {
        try await withSampleBackend { (backend) async throws in
            let photo = try #require(try await photosPage(backend, query: "per_page=30").first)

            for field in ["created_at", "blur_hash", "links", "sponsorship", "alt_description", "asset_type"] {
                #expect(photo.keys.contains(field), "missing \(field)")
            }
            let user = try #require(photo["user"] as? [String: Any])
            #expect(user["profile_image"] is [String: Any])
            let urls = try #require(photo["urls"] as? [String: String])
            #expect(Set(urls.keys).isSuperset(of: ["raw", "full", "regular", "small", "thumb"]))
            #expect(urls.values.allSatisfy { $0.hasPrefix(backend.baseURL.absoluteString + "/photo-images/") })
        }
    }

    @Test func theDataSetHasEveryNullableCase() throws {
        let objects = try SampleDataSet.shipped.photos.map {
            try #require(try JSONSerialization.jsonObject(with: $0.json) as? [String: Any])
        }
        let users = objects.compactMap { $0["user"] as? [String: Any] }
        #expect(objects.count == 30)
        #expect(objects.contains { $0["description"] is NSNull })
        #expect(users.contains { $0["location"] is NSNull })
        #expect(users.contains { $0["location"] == nil })
        #expect(users.contains { $0["location"] is String })
    }

    @Test func servesEveryPhotoAsPNGAtEachOfItsURLs() async throws {
        try await withSampleBackend { (backend) async throws in
            let photos = try await photosPage(backend, query: "per_page=3")
            for (object, photo) in zip(photos, backend.dataSet.photos) {
                let urls = try #require(object["urls"] as? [String: String])
                for url in urls.values {
                    let (data, response) = try await client.get(try #require(URL(string: url)))
                    #expect(response.statusCode == 200)
                    #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/png")
                    #expect(data == photo.pngData)
                }
            }
            let (_, missing) = try await client.get(backend.baseURL.appendingPathComponent("photo-images/nope.png"))
            #expect(missing.statusCode == 404)
        }
    }

    @Test(arguments: [SampleBackend.Mode.serverError, .invalidJSON])
    func failsOnDemandLikeTheFeed(mode: SampleBackend.Mode) async throws {
        try await withSampleBackend { (backend) async throws in
            let image = backend.baseURL.appendingPathComponent("photo-images/\(backend.dataSet.photos[0].id).png")
            await backend.setMode(mode)

            let (body, response) = try await client.get(URL(string: "\(backend.baseURL)/photos")!)
            let (_, imageResponse) = try await client.get(image)

            #expect((try? JSONSerialization.jsonObject(with: body)) == nil)
            #expect(response.statusCode == (mode == .serverError ? 500 : 200))
            #expect(imageResponse.statusCode == (mode == .serverError ? 500 : 200))
            #expect(backend.requestCounts.photoPages == 1 && backend.requestCounts.photoImages == 1)
        }
    }

    private func photosPage(_ backend: SampleBackend, query: String) async throws -> [[String: Any]] {
        let (data, response) = try await client.get(URL(string: "\(backend.baseURL)/photos?\(query)")!)
        #expect(response.statusCode == 200)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }
}
