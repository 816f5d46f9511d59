import Foundation
import SampleBackend
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct CommentsRouteTests {
    private let client = HTTPTestClient()

    @Test func servesEveryImagesCommentsWithDatesRelativeToTheServersClock() async throws {
        try await withSampleBackend { (backend) async throws in
            for image in backend.dataSet.images {
                let (data, response) = try await client.get(
                    commentsURL(backend.baseURL, imageID: image.id.uuidString)
                )
                #expect(response.statusCode == 200)
                #expect(
                    response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
                let items = try jsonItems(data)
                #expect(items.count == image.comments.count)

                for (item, comment) in zip(items, image.comments) {
                    #expect(Set(item.keys) == ["id", "message", "created_at", "author"])
                    #expect(item["id"] as? String == comment.id.uuidString)
                    #expect(item["message"] as? String == comment.message)
                    #expect((item["author"] as? [String: Any])?["username"] as? String == comment.username)
                    let createdAt = try #require(item["created_at"] as? String)
                    #expect(createdAt.hasSuffix(comment.utcOffsetStyle.rawValue))
                    #expect(
                        Self.iso8601Date(createdAt)
                            == fixedNow.addingTimeInterval(-60 * Double(comment.minutesAgo)))
                }
            }
        }
    }

    @Test func rendersBothUTCOffsetFormsAcrossTheDataSet() async throws {
        try await withSampleBackend { (backend) async throws in
            var offsets: Set<String> = []
            for image in backend.dataSet.images where !image.comments.isEmpty {
                let (data, _) = try await client.get(
                    commentsURL(backend.baseURL, imageID: image.id.uuidString))
                for item in try jsonItems(data) {
                    let createdAt = try #require(item["created_at"] as? String)
                    #expect(Self.iso8601Date(createdAt) != nil, "\(createdAt) parses as ISO 8601")
                    offsets.insert(
                        String(createdAt.suffix(from: createdAt.index(createdAt.startIndex, offsetBy: 19))))
                }
            }
            #expect(offsets == ["+0000", "+00:00"])
        }
    }

    @Test func followsAnInjectedClock() async throws {
        let later = fixedNow.addingTimeInterval(86_400)
        try await withSampleBackend(.init(now: { later })) { (backend) async throws in
            let image = try #require(backend.dataSet.images.first { !$0.comments.isEmpty })
            let (data, _) = try await client.get(
                commentsURL(backend.baseURL, imageID: image.id.uuidString))
            let createdAt = try #require(try jsonItems(data).first?["created_at"] as? String)
            #expect(
                Self.iso8601Date(createdAt)
                    == later.addingTimeInterval(-60 * Double(image.comments[0].minutesAgo)))
        }
    }

    @Test func answersAnEmptyListForAnImageWithoutComments() async throws {
        try await withSampleBackend { (backend) async throws in
            let image = try #require(backend.dataSet.images.first { $0.comments.isEmpty })
            let (data, response) = try await client.get(
                commentsURL(backend.baseURL, imageID: image.id.uuidString))
            #expect(response.statusCode == 200)
            #expect(try jsonItems(data).isEmpty)
        }
    }

    @Test(arguments: [UUID().uuidString, "not-a-uuid"])
    func answers404ForAnUnknownImage(imageID: String) async throws {
        try await withSampleBackend { (backend) async throws in
            let (_, response) = try await client.get(commentsURL(backend.baseURL, imageID: imageID))
            #expect(response.statusCode == 404)
        }
    }

    private static func iso8601Date(_ string: String) -> Date? {
        ISO8601DateFormatter().date(from: string)
    }
}
