import ExecutableTestSupport
import Foundation
import HTTPTestSupport
import Testing

extension FeedCLIAcceptanceTests {
    /// An image URL that answers 200 with something that is no image (a login page): `feed image`
    /// fails, caches nothing, and gets the real image once the server serves it.
    @Suite struct NonImageResponse {
        private let imageID = UUID()
        private let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x42])

        @Test func aPageThatIsNoImageIsNeverCachedAsTheImage() async throws {
            try await withTemporaryWorkingDirectory(prefix: "feed-non-image", executable: "feed") { directory, feed in
                try await StubHTTPServer.withStarted { server in
                    let feedJSON = #"{"items":[{"id":"\#(imageID.uuidString)","image":"\#(server.url("/i.png"))"}]}"#
                    server.respond(to: "/v1/feed", with: StubResponse(body: Data(feedJSON.utf8)))
                    server.respond(to: "/i.png", with: StubResponse(body: Data("<html>Please log in</html>".utf8)))
                    let arguments = [
                        "image", imageID.uuidString, "-o", "image.png", "--base-url", server.baseURL.absoluteString,
                        "--store", directory.appending(path: "feed.sqlite").path,
                    ]

                    let loginPage = try await feed.run(arguments)
                    server.respond(to: "/i.png", with: StubResponse(body: png))
                    let image = try await feed.run(arguments)

                    #expect(loginPage.status == 1)
                    #expect(
                        loginPage.stderr
                            == "The server answered HTTP 200 for \(server.url("/i.png")), with data the app cannot read\n"
                    )
                    #expect(image.status == 0, "stderr: \(image.stderr)")
                    #expect(try Data(contentsOf: directory.appending(path: "image.png")) == png)
                }
            }
        }
    }
}
