import Foundation
import HTTPTypes
import HummingbirdTesting
import SampleBackend
import Testing

/// What `/photos` visitors cost upstream, counted at the sample backend, through a real server on
/// loopback: a photo's bytes are downloaded once and then served from memory, concurrent requests for
/// one photo share one download, and a page number far past the known end costs no request.
@Suite struct PhotosUpstreamLoadTests {
    @Test func aPhotoServedAgainIsNotDownloadedAgain() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test(setup: .live) { client in
                let photo = harness.dataSet.photos[0]
                _ = try await client.page("/photos")
                let first = try await client.page("/photos/images/\(photo.id)/small")
                let again = try await client.page("/photos/images/\(photo.id)/small")

                #expect(first.status == .ok && again.status == .ok && again.bytes == photo.pngData)
                #expect(harness.backend.requestCounts.photoImages == 1)
                #expect(try await client.page("/photos/images/\(photo.id)/thumb").status == .ok)
                #expect(harness.backend.requestCounts.photoImages == 2, "another size is another URL")
            }
        }
    }

    /// Each request on a connection of its own. The backend answers slowly, so that the requests arrive
    /// while the first download runs; one that comes later finds the bytes in memory, never a second
    /// download.
    @Test func concurrentRequestsForOnePhotoShareOneDownload() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test(setup: .live) { client in
                let photo = harness.dataSet.photos[0]
                let port = try #require(client.port)
                _ = try await client.page("/photos")
                await harness.backend.setMode(.slow(.milliseconds(500)))
                let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                    for _ in 0..<10 {
                        group.addTask {
                            try await TestClient.withLoopbackClient(port: port) { connection in
                                try await connection.execute(
                                    .init(
                                        "/photos/images/\(photo.id)/small", method: .get, authority: "127.0.0.1:\(port)"
                                    )
                                ).status
                            }
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }

                #expect(statuses == Array(repeating: .ok, count: 10))
                #expect(harness.backend.requestCounts.photoImages == 1)
            }
        }
    }

    /// A visitor makes the server ask the API for at most one page past the last page known to hold
    /// photos: any page beyond is the empty page past the end, answered at once.
    @Test func aPageFarPastTheKnownEndCostsNoUpstreamRequest() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test(setup: .live) { client in
                let farthest = try await client.page("/photos?page=100000")
                #expect(farthest.status == .ok && farthest.body.contains("href=\"/photos?page=1\""))
                #expect(!farthest.body.contains("class=\"photo\""))
                #expect(harness.backend.requestCounts.photoPages == 0)

                _ = try await client.page("/photos?page=1")
                _ = try await client.page("/photos?page=2")
                #expect(harness.backend.requestCounts.photoPages == 2, "one page past the known end is asked")
                let past = try await client.page("/photos?page=50")
                #expect(past.status == .ok && past.body.contains("href=\"/photos?page=2\""))
                #expect(harness.backend.requestCounts.photoPages == 2)
            }
        }
    }

    /// The cached pages tell a new instance how far the photos go: a visitor coming back to the page
    /// after the last one saved is asked of the API, not answered as past the end.
    @Test func theCachedPagesExtendTheKnownEndAfterARestart() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                _ = try await client.page("/photos?page=1")
                _ = try await client.page("/photos?page=2")
            }
            try await harness.test(setup: .live) { client in
                let third = try await client.page("/photos?page=3")

                #expect(third.status == .ok && third.body.contains("class=\"photo\""))
                #expect(harness.backend.requestCounts.photoPages == 3)
            }
        }
    }
}
