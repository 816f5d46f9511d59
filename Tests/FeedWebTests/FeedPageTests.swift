import AppSupport
import Foundation
import HTTPTypes
import SampleBackend
import Synchronization
import Testing

@Suite("Feed page")
struct FeedPageTests {
    @Test func onlineShowsTheTitleAndTheFirstPageOfImages() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let page = try await client.page("/")

                #expect(page.status == .ok)
                #expect(page.headers[.contentType] == "text/html; charset=utf-8")
                #expect(page.body.contains("<h1>My Feed</h1>"))
                #expect(page.cellCount == 10)
                let first = harness.dataSet.images[0]
                #expect(page.body.contains("src=\"/images/\(first.id.uuidString)\""))
                #expect(page.body.contains("loading=\"lazy\""))
                #expect(page.body.contains("href=\"/images/\(first.id.uuidString)/comments?pages=1\""))
                #expect(page.hasLoadMore)
            }
        }
    }

    @Test func showsLocationWithAPinAndDescriptionOnlyWhenPresent() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let page = try await client.page("/")
                let firstPage = harness.dataSet.images.prefix(10)

                for image in firstPage {
                    let cell = try #require(cellHTML(of: image.id, in: page.body))
                    #expect(cell.contains("class=\"location\"") == (image.location != nil), "\(image.id)")
                    #expect(cell.contains("class=\"pin\"") == (image.location != nil), "\(image.id)")
                    #expect(cell.contains("class=\"description\"") == (image.description != nil), "\(image.id)")
                }
                #expect(firstPage.contains { $0.location == nil } && firstPage.contains { $0.description == nil })
            }
        }
    }

    @Test func loadMoreIsAPlainLinkThatShowsOneMorePageUntilAnEmptyPageEndsIt() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let first = try await client.page("/")
                #expect(first.body.contains("href=\"/?pages=2\""))

                let second = try await client.page("/?pages=2")
                #expect(second.cellCount == 20)
                #expect(second.body.contains("href=\"/?pages=3\""))

                let total = harness.dataSet.images.count
                let all = try await client.page("/?pages=5")
                #expect(all.cellCount == total)
                #expect(!all.hasLoadMore)
            }
        }
    }

    @Test func offlineAfterOnlineShowsTheCachedFeedWithItsImages() async throws {
        try await WebAppHarness.run { harness in
            let now = Date()
            let image = harness.dataSet.images[12]
            try await harness.test(clock: .fixed(now)) { client in
                let response1 = try await client.page("/?pages=2")
                #expect(response1.cellCount == 20)
                let response2 = try await client.page("/images/\(image.id.uuidString)")
                #expect(response2.status == .ok)
            }
            await harness.backend.setMode(.offline)

            try await harness.test(clock: .fixed(now.addingTimeInterval(60))) { client in
                let offline = try await client.page("/")
                #expect(offline.status == .ok)
                #expect(offline.cellCount == 20)
                let cached = try await client.page("/images/\(image.id.uuidString)")
                #expect(cached.status == .ok)
                #expect(cached.headers[.contentType] == "image/png")
                #expect(cached.bytes == image.pngData)
            }
        }
    }

    @Test func offlineWithAnEmptyCacheShowsTheConnectionError() async throws {
        try await WebAppHarness.run { harness in
            await harness.backend.setMode(.offline)
            try await harness.test { client in
                let page = try await client.page("/")

                #expect(page.status == .serviceUnavailable)
                #expect(page.body.contains("Couldn&#39;t connect to server"))
                #expect(page.cellCount == 0)
            }
        }
    }

    /// The error page offers a Retry link, localized, to the same page count; once the API answers
    /// again, following it shows the feed.
    @Test(arguments: [("en", "Retry"), ("pt-BR", "Tentar novamente"), ("el", "Δοκιμάστε ξανά")])
    func offlineWithAnEmptyCacheOffersARetry(acceptLanguage: String, retry: String) async throws {
        try await WebAppHarness.run { harness in
            await harness.backend.setMode(.offline)
            try await harness.test { client in
                let first = try await client.page("/", acceptLanguage: acceptLanguage)
                let third = try await client.page("/?pages=3", acceptLanguage: acceptLanguage)
                await harness.backend.setMode(.normal)
                let retried = try await client.page("/?pages=3", acceptLanguage: acceptLanguage)

                #expect(first.status == .serviceUnavailable)
                #expect(first.body.contains("<a class=\"retry-link\" href=\"/?pages=1\">\(retry)</a>"))
                #expect(third.body.contains("<a class=\"retry-link\" href=\"/?pages=3\">\(retry)</a>"))
                #expect(retried.status == .ok)
                #expect(retried.cellCount > 0)
                #expect(!retried.body.contains("retry-link"))
            }
        }
    }

    @Test func offlineWithAnExpiredCacheShowsTheConnectionError() async throws {
        try await WebAppHarness.run { harness in
            let savedAt = Date()
            try await harness.test(clock: .fixed(savedAt)) { client in
                let response3 = try await client.page("/")
                #expect(response3.cellCount == 10)
            }
            await harness.backend.setMode(.offline)

            // One second younger first: an app started at the expiry validates the cache and deletes it.
            try await harness.test(clock: .fixed(savedAt.addingTimeInterval(7 * 24 * 3600 - 1))) { client in
                let response4 = try await client.page("/")
                #expect(response4.cellCount == 10)
            }
            try await harness.test(clock: .fixed(savedAt.addingTimeInterval(7 * 24 * 3600))) { client in
                let page = try await client.page("/")
                #expect(page.status == .serviceUnavailable)
                #expect(page.body.contains("Couldn&#39;t connect to server"))
            }
        }
    }

    @Test(
        arguments: [
            (nil, "My Feed", "en"),
            ("pt-BR,pt;q=0.9,en;q=0.8", "Meu Feed", "pt-BR"),
            ("el-GR,el;q=0.9", "Το Feed μου", "el"),
            ("fr-FR,de;q=0.5", "My Feed", "en"),
            ("en;q=0.2,el;q=0.9", "Το Feed μου", "el"),
        ] as [(String?, String, String)])
    func titleFollowsAcceptLanguage(acceptLanguage: String?, title: String, lang: String) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let page = try await client.page("/", acceptLanguage: acceptLanguage)
                #expect(page.body.contains("<h1>\(title)</h1>"))
                #expect(page.body.contains("<html lang=\"\(lang)\">"))
            }
        }
    }

    @Test(arguments: [
        ("pt-BR", "Não foi possível conectar com o servidor"), ("el", "Δεν ήταν δυνατή η σύνδεση στο διακομιστή"),
    ])
    func theErrorMessageIsLocalized(acceptLanguage: String, message: String) async throws {
        try await WebAppHarness.run { harness in
            await harness.backend.setMode(.serverError)
            try await harness.test { client in
                let response5 = try await client.page("/", acceptLanguage: acceptLanguage)
                #expect(response5.body.contains(message))
            }
        }
    }

    @Test func everyTextFromTheFeedIsEscaped() async throws {
        let hostile = SampleDataSet.Image(
            id: UUID(), description: "<script>alert('x')</script>", location: "\"><img src=x onerror=alert(1)>",
            comments: [], pngData: SampleDataSet.shipped.images[0].pngData)
        try await WebAppHarness.run(dataSet: SampleDataSet(images: [hostile])) { harness in
            try await harness.test { client in
                let page = try await client.page("/")

                #expect(!page.body.contains("<script>alert"))
                #expect(!page.body.contains("<img src=x"))
                #expect(page.body.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
                #expect(page.body.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"))
            }
        }
    }

    @Test func everyResponseCarriesAContentSecurityPolicy() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                for uri in ["/", "/assets/app.css", "/no-such-page", "/images/not-an-id"] {
                    let page = try await client.page(uri)
                    let policy = try #require(page.headers[.contentSecurityPolicy], "\(uri)")
                    #expect(policy.contains("default-src 'none'"))
                    #expect(policy.contains("script-src 'self'"))
                    #expect(!policy.contains("unsafe-inline"))
                }
            }
        }
    }

    @Test func aSnapshotServesRepeatedRequestsWithoutLoadingAndRefreshLoadsAnew() async throws {
        try await WebAppHarness.run { harness in
            let now = Mutex(Date())
            let clock = AppClock { now.withLock { $0 } }
            try await harness.test(clock: clock, snapshotLifetime: .seconds(600)) { client in
                let response6 = try await client.page("/")
                #expect(response6.cellCount == 10)
                // Remote gone and the cache expired: only the snapshot can still show the feed.
                await harness.backend.setMode(.offline)
                now.withLock { $0 = $0.addingTimeInterval(8 * 24 * 3600) }

                let response7 = try await client.page("/")
                #expect(response7.cellCount == 10)
                let refreshed = try await client.refresh(pages: 1)
                #expect(refreshed.status == .serviceUnavailable)
                #expect(refreshed.body.contains("Couldn&#39;t connect to server"))
            }
        }
    }

    @Test func aRenderedPageIsReusedOnlyForTheSameFeedPagesAndLanguage() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test(snapshotLifetime: .seconds(600)) { client in
                let english = try await client.page("/")
                let greek = try await client.page("/", acceptLanguage: "el")
                let twoPages = try await client.page("/?pages=2")
                let englishAgain = try await client.page("/")

                #expect(english.body.contains("<h1>My Feed</h1>") && english.cellCount == 10)
                #expect(greek.body.contains("<h1>Το Feed μου</h1>") && greek.cellCount == 10)
                #expect(twoPages.body.contains("<h1>My Feed</h1>") && twoPages.cellCount == 20)
                #expect(englishAgain.body == english.body)
            }
        }
    }

    private func cellHTML(of id: UUID, in body: String) -> Substring? {
        guard let start = body.range(of: "id=\"image-\(id.uuidString)\"") else { return nil }
        let rest = body[start.upperBound...]
        let end = rest.range(of: "</li>")?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }
}
