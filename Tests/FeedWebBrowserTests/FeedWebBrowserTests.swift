import AppSupport
import FeedWebApp
import Foundation
import HummingbirdTesting
import SampleBackend
import Testing

/// The web app in headless Chromium: the feed, load more, the comments; a screenshot of each in
/// `test-artifacts/browser/`. Needs the Debian packages chromium and chromium-driver (`.ci/run`
/// installs them); skipped without them, unless FEED_REQUIRE_BROWSER=1 (set by `.ci/run`) makes their
/// absence a failure.
@Suite(
    "Browser", .serialized,
    .enabled(
        if: ChromeDriverProcess.isInstalled || ChromeDriverProcess.isRequired,
        Comment(rawValue: ChromeDriverProcess.missingReason))
)
struct FeedWebBrowserTests {
    static let artifacts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "test-artifacts/browser")

    @Test func feedLoadMoreAndCommentsInChromium() async throws {
        try #require(ChromeDriverProcess.isInstalled, Comment(rawValue: ChromeDriverProcess.missingReason))
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        let directory = FileManager.default.temporaryDirectory.appending(path: "feed-web-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        try await SampleBackend.withRunning { backend in
            let context = AppContext(
                baseURL: backend.baseURL, storeURL: directory.appending(path: "feed.sqlite"), clock: .system,
                requestTimeout: .seconds(5))
            let app = try await buildApplication(
                FeedWebConfiguration(context: context, port: 0, snapshotLifetime: .seconds(10)))
            try await app.test(.live) { client in
                let port = try #require(client.port)
                try await withChromium { browser in
                    try await run(browser, on: try #require(URL(string: "http://127.0.0.1:\(port)")), backend: backend)
                }
            }
        }
    }

    /// Starts chromedriver and a headless Chromium session, runs `body`, then quits both.
    private func withChromium(_ body: (WebDriver) async throws -> Void) async throws {
        let driver = try ChromeDriverProcess.start()
        do {
            try await driver.waitUntilReady()
            let browser = try await WebDriver.startSession(
                endpoint: driver.endpoint, chromium: ChromeDriverProcess.chromiumPath)
            do {
                try await body(browser)
                await browser.quit()
            } catch {
                await browser.quit()
                throw error
            }
        } catch {
            await driver.stop()
            throw error
        }
        await driver.stop()
    }

    private func run(_ browser: WebDriver, on baseURL: URL, backend: SampleBackend) async throws {
        try await browser.open(baseURL)
        try await browser.wait(until: "return document.querySelectorAll('#feed .cell').length === 10")
        try await browser.wait(
            until: "const i = document.querySelector('#feed img'); return i.complete && i.naturalWidth > 0")
        #expect(try await browser.execute("return document.querySelector('h1').textContent") as? String == "My Feed")
        try await browser.screenshot().write(to: Self.artifacts.appending(path: "feed.png"))

        try await browser.click("a.load-more")
        try await browser.wait(until: "return document.querySelectorAll('#feed .cell').length === 20")
        #expect(try await browser.currentURL().hasSuffix("/?pages=2"))
        try await browser.execute("document.querySelectorAll('#feed .cell')[10].scrollIntoView()")
        try await browser.screenshot().write(to: Self.artifacts.appending(path: "feed-load-more.png"))

        let first = backend.dataSet.images[0]
        let commentsLink = try #require(
            try await browser.execute(
                "return document.querySelector('#image-\(first.id.uuidString) a.comments').href") as? String)
        try await browser.open(try #require(URL(string: commentsLink)))
        try await browser.wait(until: "return document.querySelectorAll('.comment').length > 0")
        #expect(
            try await browser.execute("return document.querySelectorAll('.comment').length") as? Int
                == first.comments.count)
        #expect(try await browser.execute("return document.querySelector('h1').textContent") as? String == "Comments")
        try await browser.screenshot().write(to: Self.artifacts.appending(path: "comments.png"))
    }
}
