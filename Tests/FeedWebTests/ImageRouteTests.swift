import Foundation
import HTTPTypes
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
