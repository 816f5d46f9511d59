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
        try await BrowserHarness.run { host, backend in
            try await Chromium.withSession { browser in try await run(browser, on: host, backend: backend) }
        }
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
