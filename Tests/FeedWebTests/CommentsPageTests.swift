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

    /// The document's title says which image: its description, else its location, else its id, escaped,
    /// in the page's language; the heading stays the section's name.
    @Test(arguments: [
        ("en", "Comments: %@"), ("pt-BR", "Comentários: %@"), ("el", "Σχόλια: %@"),
    ])
    func theTitleNamesTheImage(acceptLanguage: String, format: String) async throws {
        let png = SampleDataSet.shipped.images[0].pngData
        let described = SampleDataSet.Image(
            id: UUID(), description: "Sunset <at> \"the\" pier & 'dock'", location: "Lisbon", comments: [],
            pngData: png)
        let located = SampleDataSet.Image(
            id: UUID(), description: " ", location: "Porto <old town>", comments: [], pngData: png)
        let anonymous = SampleDataSet.Image(id: UUID(), description: nil, location: nil, comments: [], pngData: png)
        let expected = [
            (described.id, escaped("Sunset <at> \"the\" pier & 'dock'")), (located.id, escaped("Porto <old town>")),
            (anonymous.id, anonymous.id.uuidString),
        ]
        try await WebAppHarness.run(dataSet: SampleDataSet(images: [described, located, anonymous])) { harness in
            try await harness.test { client in
                _ = try await client.page("/")
                for (id, name) in expected {
                    let page = try await client.page(
                        "/images/\(id.uuidString)/comments", acceptLanguage: acceptLanguage)

                    #expect(page.status == .ok)
                    #expect(page.body.contains("<title>\(String(format: format, name))</title>"))
                    #expect(!page.body.contains("<at>"))
                    #expect(!page.body.contains("<old town>"))
                }
            }
        }
    }

    /// The feed links each image's comments with its page count; the comments page's Back returns to
    /// that page count at the image's anchor, which the feed page gives each image. The count is a
    /// number from 1 to 50 (1 when absent or not a number).
    @Test(arguments: [
        ("?pages=2", 2), ("?pages=50", 50), ("?pages=999999999999999999999", 50), ("?pages=0", 1), ("", 1),
        ("?pages=two", 1), ("?pages=2%22%3E%3Cscript%3E", 1), ("?pages=-4", 1),
    ])
    func backReturnsToTheImageOnTheFeedPageItCameFrom(query: String, pages: Int) async throws {
        try await WebAppHarness.run { harness in
            let image = harness.dataSet.images[1]
            try await harness.test { client in
                let feed = try await client.page("/?pages=2")
                let page = try await client.page("/images/\(image.id.uuidString)/comments\(query)")

                #expect(feed.body.contains("<li class=\"cell\" id=\"image-\(image.id.uuidString)\">"))
                #expect(
                    feed.body.contains(
                        "<a class=\"comments\" href=\"/images/\(image.id.uuidString)/comments?pages=2\">"))
                #expect(page.status == .ok)
                #expect(
                    page.body.contains(
                        "<a class=\"back\" href=\"/?pages=\(pages)#image-\(image.id.uuidString)\">Back to the feed</a>")
                )
                #expect(!page.body.contains("<script>"))
            }
        }
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
