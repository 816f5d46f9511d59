import Foundation
import SampleBackend
import Testing

extension FeedWebBrowserTests {
    /// Every visible image has finished loading (lazy ones below the fold are not asked for).
    static let visibleImagesLoaded = """
        return [...document.images].filter(i => i.getBoundingClientRect().top < innerHeight)
          .every(i => i.complete && i.naturalWidth > 0)
        """

    /// A keyboard user walks the three features through the navigation, pages the photos, validates an
    /// item online, another offline, and sees the second delivered once after the server is back.
    @Test func walksEveryFeatureAndAValidationMadeOfflineIsDeliveredOnce() async throws {
        try #require(ChromeDriverProcess.isInstalled, Comment(rawValue: ChromeDriverProcess.missingReason))
        try await BrowserHarness.run(deliveryInterval: .milliseconds(300)) { host, backend in
            try await Chromium.withSession { browser in
                try await browser.open(host)
                try await browser.wait(until: "return document.querySelectorAll('#feed .cell').length === 10")

                try await browser.pressEnter(on: "nav.sections a[href='/photos']")
                try await browser.wait(until: "return document.querySelectorAll('#photos .photo').length === 12")
                try await browser.wait(until: Self.visibleImagesLoaded)
                #expect(
                    try await browser.execute(
                        "return document.querySelector('#photos img').currentSrc.startsWith(location.origin + '/photos/images/')"
                    ) as? Bool == true)
                #expect(
                    try await browser.execute("return [...document.images].every(i => i.alt.length > 0)") as? Bool
                        == true)
                #expect(
                    try await browser.execute(
                        "return document.querySelector('nav.sections [aria-current=page]').textContent")
                        as? String == "Photos")
                try await browser.pressEnter(on: "a.next")
                try await browser.wait(
                    until: "return location.search === '?page=2' && !!document.querySelector('a.previous')")

                try await browser.pressEnter(on: "nav.sections a[href='/requirements']")
                try await browser.wait(until: "return document.querySelectorAll('.item').length > 0")
                let (online, offline) = (
                    backend.dataSet.requirements.itemIDs[0], backend.dataSet.requirements.itemIDs[1]
                )
                try await browser.pressEnter(on: "#item-\(online.uuidString) button")
                try await browser.wait(
                    until: "return document.querySelector('#item-\(online.uuidString)').classList.contains('done')")
                #expect(
                    try await browser.execute("return document.querySelector('#message').textContent") as? String
                        == "Validated: Value and reference semantics")

                await backend.setMode(.offline)
                try await browser.pressEnter(on: "#item-\(offline.uuidString) button")
                try await browser.wait(
                    until: "return document.querySelector('#item-\(offline.uuidString)').classList.contains('pending')")
                #expect(
                    try await browser.execute("return document.querySelector('#outbox .pending-count').textContent")
                        as? String == "Pending: 1")

                await backend.setMode(.normal)
                // The page a visitor reloads: the item is marked done just after the server recorded it.
                let isDone = "return document.querySelector('#item-\(offline.uuidString)').classList.contains('done')"
                let deadline = ContinuousClock.now.advanced(by: .seconds(20))
                var delivered = false
                while !delivered, ContinuousClock.now < deadline {
                    try await Task.sleep(for: .milliseconds(300))
                    try await browser.open(host.appending(path: "requirements"))
                    try await browser.wait(until: "return document.querySelectorAll('.item').length > 0")
                    delivered = try await browser.execute(isDone) as? Bool == true
                }
                #expect(delivered, "delivered once the backend is back")
                #expect(try await browser.execute("return document.querySelector('#outbox') === null") as? Bool == true)
                #expect(backend.recordedValidations.map(\.itemID) == [online, offline], "each once, in order")
            }
        }
    }
}
