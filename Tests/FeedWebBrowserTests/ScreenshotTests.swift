import Foundation
import SampleBackend
import Testing

extension FeedWebBrowserTests {
    /// Where the reference screenshots are committed.
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "References")

    /// `FEED_RECORD_SCREENSHOTS=1` (`Tools/Scripts/record-screenshots.sh`) writes the references instead
    /// of comparing with them.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["FEED_RECORD_SCREENSHOTS"] == "1" }

    /// Every page of every feature, in light and dark, looks as its committed reference does, within a
    /// small per-pixel tolerance (``ScreenshotComparison``); each screenshot is also written to
    /// `test-artifacts/browser/`.
    @Test func everyPageInLightAndDarkLooksAsRecorded() async throws {
        try #require(ChromeDriverProcess.isInstalled, Comment(rawValue: ChromeDriverProcess.missingReason))
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        try await BrowserHarness.run { host, backend in
            let pages = [
                ("feed", "/", "#feed .cell"),
                ("comments", "/images/\(backend.dataSet.images[0].id.uuidString)/comments", ".comment"),
                ("photos", "/photos", "#photos .photo"),
                ("requirements", "/requirements", ".item"),
            ]
            try await Chromium.withSession { browser in
                for scheme in ["light", "dark"] {
                    try await browser.emulateColorScheme(scheme)
                    for (name, path, content) in pages {
                        try await browser.open(try #require(URL(string: host.absoluteString + path)))
                        try await browser.wait(until: "return document.querySelectorAll('\(content)').length > 0")
                        try await browser.wait(until: Self.visibleImagesLoaded)
                        #expect(
                            try await browser.execute("return matchMedia('(prefers-color-scheme: \(scheme))').matches")
                                as? Bool == true)
                        let file = "\(name)-\(scheme).png"
                        let screenshot = try await browser.screenshot()
                        try screenshot.write(to: Self.artifacts.appending(path: file))
                        try await check(screenshot, against: file, in: browser)
                    }
                }
            }
        }
    }

    private func check(_ screenshot: Data, against file: String, in browser: WebDriver) async throws {
        let reference = Self.references.appending(path: file)
        if Self.isRecording {
            try FileManager.default.createDirectory(at: Self.references, withIntermediateDirectories: true)
            try screenshot.write(to: reference)
            return
        }
        let recorded = try #require(
            try? Data(contentsOf: reference),
            "no reference \(file): record it with Tools/Scripts/record-screenshots.sh")
        let comparison = try await ScreenshotComparison.compare(screenshot, with: recorded, in: browser)
        #expect(
            comparison.matches,
            """
            \(file): \(comparison.differingPixels) of \(comparison.width * comparison.height) pixels differ \
            (sizes \(comparison.sameSize ? "equal" : "differ")); see test-artifacts/browser/\(file), and re-record \
            with Tools/Scripts/record-screenshots.sh if the change is intended
            """)
    }
}
