import Foundation
import SampleBackend
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct RequestCountTests {
    private let client = HTTPTestClient()

    @Test func countsEveryRequestOfEachRouteWhateverItAnswersButNotTheAdminRoutes() async throws {
        try await withSampleBackend { (backend) async throws in
            let image = backend.dataSet.images[0]
            _ = try await client.get(feedURL(backend.baseURL))
            _ = try await client.get(feedURL(backend.baseURL, afterID: image.id.uuidString))
            _ = try await client.get(commentsURL(backend.baseURL, imageID: image.id.uuidString))
            _ = try await client.get(backend.imageURL(for: image.id))
            _ = try await client.get(backend.baseURL.appendingPathComponent("_admin/mode"))
            await backend.setMode(.serverError)
            _ = try await client.get(backend.imageURL(for: image.id))

            #expect(backend.requestCounts == RequestCounts(feedPages: 2, comments: 1, images: 2))

            let (body, response) = try await client.get(backend.baseURL.appendingPathComponent("_admin/requests"))
            #expect(response.statusCode == 200)
            #expect(try JSONDecoder().decode(RequestCounts.self, from: body) == backend.requestCounts)
        }
    }
}
