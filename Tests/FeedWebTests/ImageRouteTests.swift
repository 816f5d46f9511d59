import CommonTestSupport
import Foundation
import HTTPTypes
import SQLiteInfrastructure
import SampleBackend
import Testing

@Suite("Image route")
struct ImageRouteTests {
    @Test func servesTheBytesOfAnImageTheFeedShowed() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                _ = try await client.page("/")
                let image = harness.dataSet.images[3]

                let response = try await client.page("/images/\(image.id.uuidString)")

                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                #expect(response.bytes == image.pngData)
            }
        }
    }

    /// A served image is kept in memory, ready to send, for the snapshot's lifetime: a request within it
    /// reads no store (bytes changed in the store meanwhile are not seen), one after it reads the store
    /// again. Time is the test's clock.
    @Test func anImageIsKeptReadyToSendForTheSnapshotLifetime() async throws {
        let clock = ManualClock()
        try await WebAppHarness.run(monotonicClock: clock) { harness in
            try await harness.test(snapshotLifetime: .seconds(5)) { client in
                _ = try await client.page("/")
                let image = harness.dataSet.images[3]
                let replacement = harness.dataSet.images[4].pngData
                let path = "/images/\(image.id.uuidString)"
                #expect(try await client.page(path).bytes == image.pngData)

                try await SQLiteFeedStore(storeURL: harness.storeURL).insert(
                    replacement, for: harness.backend.imageURL(for: image.id))
                #expect(try await client.page(path).bytes == image.pngData, "kept: the store is not read")

                clock.advance(by: .seconds(5))
                #expect(try await client.page(path).bytes == replacement, "the lifetime passed: read again")
                #expect(harness.backend.requestCounts.images == 1, "the bytes came from the API once")
            }
        }
    }

    @Test func refusesAnImageOfTheFeedThatNoPageShowed() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                _ = try await client.page("/")
                let notShownYet = harness.dataSet.images[15]

                let response1 = try await client.page("/images/\(notShownYet.id.uuidString)")
                #expect(response1.status == .notFound)
            }
        }
    }

    @Test(arguments: [
        "/images/00000000-0000-0000-0000-000000000000",
        "/images/not-a-uuid",
        "/images/..%2F..%2Fetc%2Fpasswd",
        "/images/../../etc/passwd",
        "/images/%2e%2e/Package.swift",
        "/images/http%3A%2F%2Fexample.com%2Fimage.png",
        "/images/?url=http://example.com/image.png",
        "/assets/../Package.swift",
        "/assets/%2e%2e%2fPackage.swift",
        "/assets/feed.mustache",
    ])
    func refusesAnythingElseWithoutInternals(uri: String) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                _ = try await client.page("/")

                let response = try await client.page(uri)

                #expect(response.status == .notFound)
                #expect(response.body.isEmpty)
            }
        }
    }

    @Test func servesTheStylesheetAndScript() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let css = try await client.page("/assets/app.css")
                let script = try await client.page("/assets/feed.js")

                #expect(css.status == .ok && css.headers[.contentType] == "text/css; charset=utf-8")
                #expect(css.body.contains("prefers-color-scheme: dark"))
                #expect(script.status == .ok && script.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(script.body.contains("load-more"))
            }
        }
    }
}
