import AppSupport
import Foundation
import HTTPTypes
import SampleBackend
import Testing

/// The photos page is rendered once per page and language and kept, yet never shows stale state: a
/// page reloaded with other photos, a new last page known to hold photos, and another language each
/// make a new page; an error page is never kept.
@Suite("Photos page reuse")
struct PhotosPageReuseTests {
    /// The cached page is shown while the API is offline; once it answers, its photos are shown (the
    /// harness reloads the page on every request).
    @Test func aPageReloadedWithOtherPhotosShowsThem() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in _ = try await client.page("/photos") }
            let renamed = try HostileTextDataSet.make(replacingTextsWith: "Renamed")
            try await SampleBackend.withRunning(configuration: .init(dataSet: renamed)) { other in
                await other.setMode(.offline)
                try await harness.test(baseURL: other.baseURL) { client in
                    let cached = try await client.page("/photos")
                    await other.setMode(.normal)
                    let reloaded = try await client.page("/photos")

                    #expect(cached.status == .ok && cached.body.contains("<p class=\"author\">by Ana Silva</p>"))
                    #expect(reloaded.status == .ok && !reloaded.body.contains("Ana Silva"))
                    #expect(reloaded.body.contains("<p class=\"author\">by Renamed</p>"))
                }
            }
        }
    }

    @Test func aPagePastTheEndLinksToTheLastPageLearnedSinceItWasShown() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let before = try await client.page("/photos?page=99")
                for page in 1...3 { _ = try await client.page("/photos?page=\(page)") }
                let after = try await client.page("/photos?page=99")

                #expect(before.body.contains("<a class=\"end-link\" href=\"/photos?page=1\">"))
                #expect(after.body.contains("<a class=\"end-link\" href=\"/photos?page=3\">"))
            }
        }
    }

    @Test func eachLanguageHasItsOwnPage() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let english = try await client.page("/photos?page=2")
                let portuguese = try await client.page("/photos?page=2", acceptLanguage: "pt-BR")
                let englishAgain = try await client.page("/photos?page=2")

                #expect(english.body.contains("<h1>Photos</h1>") && englishAgain.body.contains("<h1>Photos</h1>"))
                #expect(portuguese.body.contains("<h1>Fotos</h1>"))
            }
        }
    }

    @Test func anErrorPageIsNotKept() async throws {
        try await WebAppHarness.run { harness in
            await harness.backend.setMode(.offline)
            try await harness.test { client in
                let failed = try await client.page("/photos")
                await harness.backend.setMode(.normal)
                let loaded = try await client.page("/photos")

                #expect(failed.status == .serviceUnavailable)
                #expect(loaded.status == .ok && loaded.count(of: "class=\"photo\"") == 12)
            }
        }
    }
}
