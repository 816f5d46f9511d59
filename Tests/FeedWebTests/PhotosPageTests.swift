import AppSupport
import CommonTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import SampleBackend
import Testing

/// The photos plugin over HTTP, in every state: online, paged, offline with and without the page
/// cached, past the cache's max age, past the last page, in each language, and mounted alone.
@Suite("Photos page")
struct PhotosPageTests {
    private static let perPage = 12

    @Test func onlineShowsAGridOfThePagesPhotosThroughTheHost() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let page = try await client.page("/photos")
                let first = harness.dataSet.photos[0].id

                #expect(page.status == .ok)
                #expect(page.body.contains("<h1>Photos</h1>"))
                #expect(page.count(of: "class=\"photo\"") == Self.perPage)
                #expect(
                    page.body.contains(
                        "srcset=\"/photos/images/\(first)/thumb 200w, /photos/images/\(first)/small 400w, "
                            + "/photos/images/\(first)/regular 1080w\""))
                #expect(page.body.contains("src=\"/photos/images/\(first)/small\""))
                #expect(!page.body.contains("sample-origin.invalid") && !page.body.contains("http://127.0.0.1"))
                #expect(page.body.contains("fill=\"#0c2626\""), "the colour shows while the photo loads")
                #expect(page.body.contains("alt=\"Sunrise over the Douro valley\""))
                #expect(page.body.contains("alt=\"Photo by Nikos Papadopoulos\""), "a photo without description")
                #expect(page.body.contains("<p class=\"author\">by Ana Silva</p>"))
                #expect(page.body.contains("<p class=\"likes\">37 likes</p>"))
                #expect(page.body.contains("href=\"/photos?page=2\"") && !page.body.contains("rel=\"prev\""))
                #expect(page.body.contains("<a href=\"/photos\" aria-current=\"page\">Photos</a>"))
            }
        }
    }

    @Test func pagesHavePreviousAndNextUntilThePastTheLastPage() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                _ = try await client.page("/photos")
                let second = try await client.page("/photos?page=2")
                let last = try await client.page("/photos?page=3")
                let past = try await client.page("/photos?page=4")

                #expect(
                    second.body.contains("href=\"/photos?page=1\"") && second.body.contains("href=\"/photos?page=3\""))
                #expect(second.body.contains("photo-\(harness.dataSet.photos[Self.perPage].id)"))
                #expect(last.count(of: "class=\"photo\"") == harness.dataSet.photos.count - 2 * Self.perPage)
                #expect(!last.body.contains("rel=\"next\""))
                #expect(past.status == .ok && past.body.contains("No photos on this page."))
            }
        }
    }

    /// A page past the end offers no Previous page (as empty): it says the photos end before it and
    /// links to the last page seen with photos, page 1 while none is known.
    @Test(arguments: [
        ("en", "The photos end before this page.", "Go to page %d"),
        ("pt-BR", "As fotos terminam antes desta página.", "Ir para a página %d"),
        ("el", "Οι φωτογραφίες τελειώνουν πριν από αυτή τη σελίδα.", "Μετάβαση στη σελίδα %d"),
    ])
    func aPagePastTheEndSaysWhereThePhotosEnd(acceptLanguage: String, sentence: String, label: String) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let unknown = try await client.page("/photos?page=99", acceptLanguage: acceptLanguage)
                for page in 1...3 { _ = try await client.page("/photos?page=\(page)") }
                let known = try await client.page("/photos?page=99", acceptLanguage: acceptLanguage)

                for page in [unknown, known] {
                    #expect(page.status == .ok)
                    #expect(!page.body.contains("rel=\"prev\"") && !page.body.contains("page=98"))
                    #expect(!page.body.contains("rel=\"next\""))
                }
                #expect(
                    unknown.body.contains(
                        "<p class=\"end\">\(sentence) <a class=\"end-link\" href=\"/photos?page=1\">"
                            + "\(String(format: label, 1))</a></p>"))
                #expect(
                    known.body.contains(
                        "<p class=\"end\">\(sentence) <a class=\"end-link\" href=\"/photos?page=3\">"
                            + "\(String(format: label, 3))</a></p>"))
            }
        }
    }

    @Test func aPageWithPhotosSaysNothingOfTheEnd() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                for page in 1...2 { _ = try await client.page("/photos?page=\(page)") }
                let last = try await client.page("/photos?page=3")

                #expect(last.body.contains("rel=\"prev\" href=\"/photos?page=2\""))
                #expect(!last.body.contains("class=\"end\""))
            }
        }
    }

    @Test(arguments: ["0", "-3", "two", ""])
    func aPageThatIsNotAPositiveNumberShowsTheFirst(page: String) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let shown = try await client.page("/photos?page=\(page)")
                #expect(shown.status == .ok && shown.body.contains("photo-\(harness.dataSet.photos[0].id)"))
            }
        }
    }

    @Test func servesTheBytesOfAShownPhotoAndNothingElse() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let photo = harness.dataSet.photos[0]
                #expect(try await client.page("/photos/images/\(photo.id)/small").status == .notFound, "not shown yet")

                _ = try await client.page("/photos")
                let small = try await client.page("/photos/images/\(photo.id)/small")
                #expect(small.status == .ok && small.headers[.contentType] == "image/png")
                #expect(small.bytes == photo.pngData)
                #expect(try await client.page("/photos/images/\(photo.id)/raw").status == .notFound)
                #expect(try await client.page("/photos/images/unknown/small").status == .notFound)
                #expect(try await client.page("/photos/images/\(photo.id)/huge").status == .notFound)

                await harness.backend.setMode(.offline)
                #expect(try await client.page("/photos/images/\(photo.id)/thumb").status == .badGateway)
            }
        }
    }

    /// As the feed's snapshot: an API slower than the snapshot's lifetime costs one slow load of a page
    /// per lifetime, not one per visitor. Time is the test's clock: the slow answer moves it by 1.2 s, and
    /// only the test moves it past the lifetime
    /// and the staleness (as long again, when a kept load is still served while it is reloaded).
    @Test func aPageLoadedSlowerThanTheSnapshotLifetimeIsStillReusedAfterIt() async throws {
        let clock = ManualClock()
        try await WebAppHarness.run(monotonicClock: clock) { harness in
            try await harness.test(snapshotLifetime: .seconds(1)) { client in
                await harness.backend.setMode(.slow(.milliseconds(1_200)))
                let requested = clock.now
                let first = try await client.page("/photos")
                #expect(requested.duration(to: clock.now) >= .milliseconds(1_200), "the load outlasts the lifetime")
                let second = try await client.page("/photos")

                #expect(first.status == .ok && second.count(of: "class=\"photo\"") == Self.perPage)
                #expect(harness.backend.requestCounts.photoPages == 1)

                clock.advance(by: .seconds(2))
                #expect(try await client.page("/photos").status == .ok)
                #expect(
                    harness.backend.requestCounts.photoPages == 2,
                    "loaded again, and waited for, once the lifetime and as long again passed")
            }
        }
    }

    @Test func aPhotoShownBeforeARestartIsServedAfterItFromTheCachedPages() async throws {
        try await WebAppHarness.run { harness in
            let photo = harness.dataSet.photos[0]
            try await harness.test { client in _ = try await client.page("/photos") }
            try await harness.test { client in
                let small = try await client.page("/photos/images/\(photo.id)/small")
                #expect(small.status == .ok && small.bytes == photo.pngData, "a browser's cached page asks at once")
                let neverShown = harness.dataSet.photos[Self.perPage].id
                #expect(try await client.page("/photos/images/\(neverShown)/small").status == .notFound)
            }
        }
    }

    @Test func offlineShowsTheCachedPageAndAnErrorWithRetryForAPageNeverLoaded() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                for page in 1...2 { _ = try await client.page("/photos?page=\(page)") }
            }
            await harness.backend.setMode(.offline)
            try await harness.test { client in
                let cached = try await client.page("/photos?page=2")
                let never = try await client.page("/photos?page=3")

                #expect(cached.status == .ok && cached.count(of: "class=\"photo\"") == Self.perPage)
                #expect(cached.body.contains("photo-\(harness.dataSet.photos[Self.perPage].id)"))
                #expect(never.status == .serviceUnavailable)
                #expect(never.body.contains("role=\"alert\"") && never.body.contains("Couldn&#39;t connect to server"))
                #expect(never.body.contains("<a class=\"retry-link\" href=\"/photos?page=3\">Retry</a>"))
            }
        }
    }

    @Test func offlinePastTheMaxAgeShowsTheError() async throws {
        try await WebAppHarness.run { harness in
            let now = Date()
            try await harness.test(clock: .fixed(now)) { client in _ = try await client.page("/photos") }
            await harness.backend.setMode(.offline)
            try await harness.test(clock: .fixed(now.addingTimeInterval(7 * 24 * 3600 + 1))) { client in
                let expired = try await client.page("/photos")
                #expect(expired.status == .serviceUnavailable)
            }
        }
    }

    @Test(arguments: [("pt-BR", "Fotos", "Próxima"), ("el", "Φωτογραφίες", "Επόμενη")])
    func isLocalized(acceptLanguage: String, title: String, next: String) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let page = try await client.page("/photos", acceptLanguage: acceptLanguage)
                #expect(page.body.contains("<h1>\(title)</h1>") && page.body.contains(">\(next)</a>"))
                #expect(page.body.contains("<html lang=\"\(acceptLanguage)\">"))
            }
        }
    }

    @Test func mountedAloneItIsTheSiteWithoutNavigation() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test(features: ["photos"]) { client in
                let root = try await client.page("/")
                let page = try await client.page("/photos")

                #expect(root.status == .seeOther && root.headers[.location] == "/photos")
                #expect(page.status == .ok && !page.body.contains("class=\"sections\""))
                #expect(try await client.page("/requirements").status == .notFound)
                #expect(try await client.page("/images/\(harness.dataSet.images[0].id)").status == .notFound)
                #expect(try await client.page("/ready").body.contains("photos.api"))
            }
        }
    }
}

extension Page {
    /// How often `text` occurs in the body.
    func count(of text: String) -> Int {
        body.components(separatedBy: text).count - 1
    }
}
