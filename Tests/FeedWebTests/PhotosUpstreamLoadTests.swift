import Foundation
import HTTPTypes
import HummingbirdTesting
import SampleBackend
import Testing

/// What `/photos` visitors cost upstream, counted at the sample backend, through a real server on
/// loopback: a photo's bytes are downloaded once and then served from memory, and concurrent requests
/// for one photo share one download.
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
}
