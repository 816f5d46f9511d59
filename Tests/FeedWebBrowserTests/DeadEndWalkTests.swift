import Foundation
import SampleBackend
import Testing

extension FeedWebBrowserTests {
    /// A keyboard user is never stranded: the feed's error page retries, an unknown address links back
    /// to the feed, the comments page names its image and returns to it, and a photos page past the end
    /// links to where the photos are.
    @Test func everyDeadEndLeadsBackToContent() async throws {
        try #require(ChromeDriverProcess.isInstalled, Comment(rawValue: ChromeDriverProcess.missingReason))
        try await BrowserHarness.run { host, backend in
            try await Chromium.withSession { browser in
                await backend.setMode(.offline)
                try await browser.open(host)
                try await browser.wait(until: "return !!document.querySelector('.error a.retry-link')")
                await backend.setMode(.normal)
                try await browser.pressEnter(on: ".error a.retry-link")
                try await browser.wait(until: "return document.querySelectorAll('#feed .cell').length === 10")

                try await browser.open(host.appending(path: "no-such-page"))
                try await browser.wait(until: "return !!document.querySelector('main.status a[href=\"/\"]')")
                #expect(try await browser.execute("return document.title") as? String == "Page not found")
                try await browser.pressEnter(on: "main.status a[href='/']")
                try await browser.wait(until: "return document.querySelectorAll('#feed .cell').length === 10")

                let image = backend.dataSet.images[3]
                try await browser.pressEnter(on: "#image-\(image.id.uuidString) a.comments")
                try await browser.wait(until: "return location.pathname.endsWith('/comments')")
                #expect(
                    try await browser.execute("return document.title") as? String
                        == "Comments: \(image.description ?? image.location ?? image.id.uuidString)")
                try await browser.pressEnter(on: "a.back")
                try await browser.wait(
                    until: "return location.hash === '#image-\(image.id.uuidString)' && location.search === '?pages=1'"
                        + " && document.querySelectorAll('#feed .cell').length === 10")

                try await browser.open(try #require(URL(string: host.absoluteString + "/photos?page=99")))
                try await browser.wait(until: "return !!document.querySelector('a.end-link')")
                #expect(
                    try await browser.execute("return document.querySelector('a.previous') === null") as? Bool == true)
                try await browser.pressEnter(on: "a.end-link")
                try await browser.wait(
                    until:
                        "return location.search === '?page=1' && document.querySelectorAll('#photos .photo').length === 12"
                )
            }
        }
    }
}
