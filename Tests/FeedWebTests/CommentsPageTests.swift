import Foundation
import HTTPTypes
import SampleBackend
import Testing

@Suite("Comments page")
struct CommentsPageTests {
    @Test func onlineShowsEveryCommentWithUsernameRelativeDateAndMessage() async throws {
        try await WebAppHarness.run { harness in
            let image = try #require(harness.dataSet.images.first { !$0.comments.isEmpty })
            try await harness.test { client in
                _ = try await client.page("/")  // comments are served for images the feed has
                let page = try await client.page("/images/\(image.id.uuidString)/comments")

                #expect(page.status == .ok)
                #expect(page.body.contains("<h1>Comments</h1>"))
                #expect(page.body.components(separatedBy: "class=\"comment\"").count - 1 == image.comments.count)
                for comment in image.comments {
                    #expect(page.body.contains("<span class=\"username\">\(escaped(comment.username))</span>"))
                    #expect(page.body.contains(escaped(comment.message)))
                }
                #expect(page.body.contains(" ago</span>"))
                #expect(page.body.contains("href=\"/\""))
            }
        }
    }

    @Test(arguments: [("pt-BR", "Comentários", "há "), ("el", "Σχόλια", "πριν από ")])
    func isLocalized(acceptLanguage: String, title: String, relativePrefix: String) async throws {
        try await WebAppHarness.run { harness in
            let image = try #require(harness.dataSet.images.first { !$0.comments.isEmpty })
            try await harness.test { client in
                _ = try await client.page("/")
                let page = try await client.page(
                    "/images/\(image.id.uuidString)/comments", acceptLanguage: acceptLanguage)

                #expect(page.body.contains("<h1>\(title)</h1>"))
                #expect(page.body.contains("<span class=\"date\">\(relativePrefix)"))
            }
        }
    }

    @Test func offlineShowsTheConnectionError() async throws {
        try await WebAppHarness.run { harness in
            let image = harness.dataSet.images[0]
            try await harness.test { client in
                _ = try await client.page("/")
                await harness.backend.setMode(.offline)
                let page = try await client.page("/images/\(image.id.uuidString)/comments")

                #expect(page.status == .serviceUnavailable)
                #expect(page.body.contains("Couldn&#39;t connect to server"))
                #expect(page.body.contains("<h1>Comments</h1>"))
            }
        }
    }

    /// An image the cached feed has, whose comments the API answers 404 for (a backend without it):
    /// the page says the server has no such image, with status 404, not the connection error.
    @Test(arguments: [
        ("en", "No image with id %@ on the server"), ("el", "Δεν υπάρχει εικόνα με id %@ στο διακομιστή"),
    ])
    func anImageTheAPIDoesNotHaveIsNotFound(acceptLanguage: String, message: String) async throws {
        try await WebAppHarness.run { harness in
            let image = harness.dataSet.images[0]
            try await harness.test { client in _ = try await client.page("/") }  // caches the feed

            try await SampleBackend.withRunning(configuration: .init(dataSet: SampleDataSet(images: []))) { empty in
                try await harness.test(baseURL: empty.baseURL) { client in
                    let page = try await client.page(
                        "/images/\(image.id.uuidString)/comments", acceptLanguage: acceptLanguage)

                    #expect(page.status == .notFound)
                    #expect(page.body.contains(String(format: message, image.id.uuidString)))
                    #expect(!page.body.contains("connect"))
                }
            }
        }
    }

    @Test func escapesUsernamesAndMessages() async throws {
        let shipped = SampleDataSetFixtures.hostileComments()
        try await WebAppHarness.run(dataSet: shipped.dataSet) { harness in
            try await harness.test { client in
                _ = try await client.page("/")
                let page = try await client.page("/images/\(shipped.imageID.uuidString)/comments")

                #expect(!page.body.contains("<script>"))
                #expect(page.body.contains("&lt;script&gt;"))
            }
        }
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
