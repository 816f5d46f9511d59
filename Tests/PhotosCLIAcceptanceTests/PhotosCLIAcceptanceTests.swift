import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

/// The built `photos` executable against the sample backend, with a real JSON cache file.
@Suite struct PhotosCLIAcceptanceTests {
    let shipped = ShippedPhoto.all

    // MARK: - Online

    @Test func onlineListsTheFirstPageWithEveryFieldAndCachesIt() async throws {
        try await PhotosAcceptanceContext.run { context in
            let (output, page) = try await context.photosJSON()

            #expect(output.status == 0, "stderr: \(output.stderr)")
            let photos = try #require(page?.photos)
            #expect(photos.map(\.id) == shipped.prefix(10).map(\.id))
            #expect(photos.map(\.author) == shipped.prefix(10).map(\.author))
            #expect(photos.map(\.description) == shipped.prefix(10).map(\.description))
            #expect(photos.map(\.location) == shipped.prefix(10).map(\.location))
            #expect(photos.contains { $0.description == nil } && photos.contains { $0.location == nil })
            #expect(page?.size == "regular")
            #expect(FileManager.default.fileExists(atPath: context.storeURL.path))
        }
    }

    @Test func textShowsTitleIdAuthorLocationSizeColourLikesAndURL() async throws {
        try await PhotosAcceptanceContext.run { context in
            let output = try await context.photos([])

            #expect(output.status == 0)
            #expect(output.lines.first == "Photos")
            let first = shipped[0]
            #expect(output.text.contains("[1] \(first.id)"))
            #expect(output.text.contains("by \(first.author)"))
            #expect(output.text.contains(" × "))
            #expect(output.text.contains(" likes"))
            #expect(output.text.contains("/photo-images/\(first.id).png"))
        }
    }

    @Test(arguments: ["raw", "full", "regular", "small", "thumb"])
    func sizeChoosesWhichURLIsShown(size: String) async throws {
        try await PhotosAcceptanceContext.run { context in
            let (output, page) = try await context.photosJSON(["--size", size])

            #expect(output.status == 0)
            let url = try #require(page?.photos.first?.url)
            let expected = try #require(shipped[0].urls[size]).replacingOccurrences(
                of: SamplePhoto.placeholderOrigin, with: context.backend.baseURL.absoluteString)
            #expect(url.absoluteString == expected)
            #expect(page?.size == size)
        }
    }

    @Test func pageAndPerPageChooseThePage() async throws {
        try await PhotosAcceptanceContext.run { context in
            let (output, page) = try await context.photosJSON(["--page", "3", "--per-page", "4"])

            #expect(output.status == 0)
            #expect(page?.photos.map(\.id) == shipped[8..<12].map(\.id))
            #expect(page?.page == 3 && page?.perPage == 4)
        }
    }

    @Test func aPagePastTheEndIsEmptyNotAnError() async throws {
        try await PhotosAcceptanceContext.run { context in
            let output = try await context.photos(["--page", "99"])

            #expect(output.status == 0)
            #expect(output.text == "Photos\n\nNo photos on this page.\n")
        }
    }

    // MARK: - Offline

    @Test func offlineWithAValidCacheShowsTheCachedPage() async throws {
        try await PhotosAcceptanceContext.run { context in
            let (_, online) = try await context.photosJSON(["--per-page", "7"])
            await context.backend.setMode(.offline)

            let (output, offline) = try await context.photosJSON(["--per-page", "7"], daysLater: 6.9)

            #expect(output.status == 0, "stderr: \(output.stderr)")
            #expect(offline?.photos == online?.photos)
            #expect(offline?.photos.count == 7)
        }
    }

    @Test(arguments: [SampleBackend.Mode.invalidJSON, .serverError])
    func invalidDataFallsBackToTheCacheLikeNoConnectivity(mode: SampleBackend.Mode) async throws {
        try await PhotosAcceptanceContext.run { context in
            let (_, online) = try await context.photosJSON()
            await context.backend.setMode(mode)

            let (output, fallback) = try await context.photosJSON()

            #expect(output.status == 0)
            #expect(fallback?.photos == online?.photos)
        }
    }

    @Test func offlineWithAnExpiredCacheFailsWithTheLocalizedMessage() async throws {
        try await PhotosAcceptanceContext.run { context in
            _ = try await context.photos([])
            await context.backend.setMode(.offline)

            let expired = try await context.photos([], daysLater: 7)
            let longerMaxAge = try await context.photos(["--max-age", "8"], daysLater: 7)

            #expect(expired.status == 1)
            #expect(expired.stderr.hasPrefix("Couldn't connect to server: http://127.0.0.1:"), "\(expired.stderr)")
            #expect(expired.stdout.isEmpty)
            #expect(longerMaxAge.status == 0)
        }
    }

    @Test func offlineWithAnEmptyCacheFails() async throws {
        try await PhotosAcceptanceContext.run(mode: .offline) { context in
            let output = try await context.photos([])

            #expect(output.status == 1)
            #expect(output.stderr.hasPrefix("Couldn't connect to server: http://127.0.0.1:"), "\(output.stderr)")
        }
    }

    @Test func invalidDataWithNoCacheFails() async throws {
        try await PhotosAcceptanceContext.run(mode: .invalidJSON) { context in
            let output = try await context.photos([])

            #expect(output.status == 1)
            #expect(output.stderr.hasPrefix("The server answered HTTP 200 for http://127.0.0.1:"), "\(output.stderr)")
            #expect(output.stderr.hasSuffix("/photos?page=1&per_page=10, with data the app cannot read\n"))
        }
    }

    @Test func anotherPageIsNotShownFromTheCache() async throws {
        try await PhotosAcceptanceContext.run { context in
            _ = try await context.photos(["--page", "1"])
            await context.backend.setMode(.offline)

            let output = try await context.photos(["--page", "2"])

            #expect(output.status == 1)
        }
    }

    /// Page 1, then a page past the end (empty), both online; then offline: page 1 comes back, not the
    /// empty page 4 saved after it, and page 4 comes back as the empty page it was.
    @Test func everyPageLookedAtComesBackOfflineNotOnlyTheLast() async throws {
        try await PhotosAcceptanceContext.run { context in
            let (_, firstOnline) = try await context.photosJSON()
            let pastTheEnd = try await context.photos(["--page", "4"])
            #expect(pastTheEnd.text == "Photos\n\nNo photos on this page.\n")
            await context.backend.setMode(.offline)

            let (first, firstOffline) = try await context.photosJSON(daysLater: 1)
            let fourth = try await context.photos(["--page", "4"], daysLater: 1)
            let unreachable = try await context.photos([], baseURL: URL(string: "http://127.0.0.1:1")!)

            #expect(first.status == 0, "stderr: \(first.stderr)")
            #expect(firstOffline?.photos == firstOnline?.photos)
            #expect(fourth.status == 0 && fourth.text == pastTheEnd.text)
            #expect(unreachable.status == 0, "stderr: \(unreachable.stderr)")
        }
    }

    /// Each page is shown offline on its own max age: page 1 saved on day 0 and page 2 on day 5 are,
    /// on day 8, one expired and one valid.
    @Test func eachCachedPageExpiresOnItsOwnAge() async throws {
        try await PhotosAcceptanceContext.run { context in
            _ = try await context.photos(["--page", "1"])
            let (_, secondOnline) = try await context.photosJSON(["--page", "2"], daysLater: 5)
            await context.backend.setMode(.offline)

            let first = try await context.photos(["--page", "1"], daysLater: 8)
            let (second, secondOffline) = try await context.photosJSON(["--page", "2"], daysLater: 8)

            #expect(first.status == 1)
            #expect(first.stderr.hasPrefix("Couldn't connect to server: http://127.0.0.1:"), "\(first.stderr)")
            #expect(second.status == 0, "stderr: \(second.stderr)")
            #expect(secondOffline?.photos == secondOnline?.photos)
        }
    }

    // MARK: - Languages

    @Test(arguments: [
        ("pt-BR", "Fotos", "Não foi possível conectar com o servidor"),
        ("el", "Φωτογραφίες", "Δεν ήταν δυνατή η σύνδεση στο διακομιστή"),
    ])
    func titlesAndMessagesFollowTheLanguage(language: String, title: String, error: String) async throws {
        try await PhotosAcceptanceContext.run { context in
            let online = try await context.photos(["--lang", language])
            await context.backend.setMode(.offline)
            let failed = try await context.photos(["--lang", language, "--page", "2"])

            #expect(online.lines.first == title)
            #expect(failed.status == 1)
            #expect(failed.stderr.hasPrefix(error + ": http://127.0.0.1:"), "\(failed.stderr)")
        }
    }

    @Test func theLocaleChoosesTheLanguageWithoutLang() async throws {
        try await PhotosAcceptanceContext.run { context in
            let output = try await context.photos([], environment: ["LANG": "pt_BR.UTF-8"])

            #expect(output.lines.first == "Fotos")
        }
    }

    // MARK: - Saving a photo

    @Test func photoSavesTheBytesOfTheChosenSize() async throws {
        try await PhotosAcceptanceContext.run { context in
            let photo = SampleDataSet.shipped.photos[4]
            let file = context.directory.appending(path: "saved.png")

            let output = try await context.photos(["photo", photo.id, "--size", "thumb", "-o", file.path, "--json"])

            #expect(output.status == 0, "stderr: \(output.stderr)")
            #expect(try Data(contentsOf: file) == photo.pngData)
            #expect(output.text.contains("\"byteCount\" : \(photo.pngData.count)"))
        }
    }

    @Test func photoOfAnIdNotOnThePageFails() async throws {
        try await PhotosAcceptanceContext.run { context in
            let output = try await context.photos(["photo", "no-such-photo", "-o", "x.png"])

            #expect(output.status == 1)
            #expect(output.stderr.contains("No photo with id no-such-photo on page 1"))
            #expect(!FileManager.default.fileExists(atPath: context.directory.appending(path: "x.png").path))
        }
    }

    @Test func photoNeedsTheServerEvenWithACachedPage() async throws {
        try await PhotosAcceptanceContext.run { context in
            _ = try await context.photos([])
            await context.backend.setMode(.offline)

            let output = try await context.photos(["photo", shipped[0].id, "-o", "x.png"])

            #expect(output.status == 1)
            #expect(output.stderr.hasPrefix("Couldn't connect to server: http://127.0.0.1:"), "\(output.stderr)")
        }
    }

    // MARK: - Validate cache, store, usage

    @Test func validateCacheKeepsAFreshCacheAndDeletesAnExpiredOne() async throws {
        try await PhotosAcceptanceContext.run { context in
            let empty = try await context.photos(["validate-cache"])
            _ = try await context.photos([])
            let kept = try await context.photos(["validate-cache"], daysLater: 6)
            let deleted = try await context.photos(["validate-cache", "--max-age", "1"], daysLater: 1)

            #expect(empty.text.hasPrefix("Photos cache empty"))
            #expect(kept.text.hasPrefix("Photos cache kept"))
            #expect(deleted.text.hasPrefix("Photos cache deleted"))
            #expect(!FileManager.default.fileExists(atPath: context.storeURL.path))
        }
    }

    @Test func aCorruptCacheFileIsAnEmptyCacheOfflineAndReplacedOnline() async throws {
        try await PhotosAcceptanceContext.run { context in
            try FileManager.default.createDirectory(
                at: context.storeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(#"{"format":"essential-feed.resource-cache","resource":{"#.utf8).write(to: context.storeURL)

            let online = try await context.photos([])
            await context.backend.setMode(.offline)
            let offline = try await context.photos([])

            #expect(online.status == 0)
            #expect(offline.status == 0)
        }
    }

    /// `validate-cache --store notes.json` on an unrelated JSON file: a cache that counted any
    /// `DecodingError` as its own unreadable file printed `Photos cache deleted` and deleted it.
    @Test func validateCacheRefusesAJSONFileItDidNotWriteAndLeavesItByteForByte() async throws {
        try await PhotosAcceptanceContext.run { context in
            let notes = context.directory.appending(path: "notes.json")
            let contents = Data(#"{"title":"my notes","items":[1,2]}"#.utf8)
            try contents.write(to: notes)

            let output = try await context.executable.run(
                ["validate-cache", "--store", notes.path, "--base-url", context.backend.baseURL.absoluteString])

            #expect(output.status == 1)
            #expect(!output.text.contains("deleted"))
            #expect(output.stderr.contains("\(notes.path) was not written by this cache"), "\(output.stderr)")
            #expect(output.stderr.contains("nothing was changed"))
            #expect(try Data(contentsOf: notes) == contents)
        }
    }

    /// The cache's own file that no longer decodes (a resource of another shape) is moved aside, not
    /// deleted, and the user is told where it went.
    @Test func validateCacheMovesItsOwnUnreadableFileAsideAndSaysWhere() async throws {
        try await PhotosAcceptanceContext.run { context in
            let newer = Data(#"{"version":1,"timestamp":0,"resource":{"pages":"not pages"}}"#.utf8)
            try FileManager.default.createDirectory(
                at: context.storeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try newer.write(to: context.storeURL)

            let output = try await context.photos(["validate-cache"])

            #expect(output.status == 0)
            #expect(output.text.hasPrefix("Photos cache deleted"))
            #expect(output.stderr.contains("could not be read; it was moved to \(context.storeURL.path).corrupt-"))
            let folder = try FileManager.default.contentsOfDirectory(
                atPath: context.storeURL.deletingLastPathComponent().path)
            let aside = try #require(folder.first { $0.hasPrefix("photos.json.corrupt-") })
            #expect(try Data(contentsOf: context.storeURL.deletingLastPathComponent().appending(path: aside)) == newer)
            #expect(!FileManager.default.fileExists(atPath: context.storeURL.path))
        }
    }

    /// A cache a newer version wrote is left to it: an older `validate-cache` refuses it, changes
    /// nothing and says why.
    @Test func validateCacheLeavesANewerVersionsCacheAsItIs() async throws {
        try await PhotosAcceptanceContext.run { context in
            let newer = Data(#"{"version":2,"timestamp":0,"resource":{"albums":[]}}"#.utf8)
            try FileManager.default.createDirectory(
                at: context.storeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try newer.write(to: context.storeURL)

            let output = try await context.photos(["validate-cache"])

            #expect(output.status == 1)
            #expect(!output.text.contains("deleted"))
            #expect(output.stderr.contains("was written by a newer version of this app"), "\(output.stderr)")
            #expect(try Data(contentsOf: context.storeURL) == newer)
            let folder = try FileManager.default.contentsOfDirectory(
                atPath: context.storeURL.deletingLastPathComponent().path)
            #expect(folder == ["photos.json"])
        }
    }

    @Test func withoutStoreTheCacheIsUnderTheUsersCacheDirectory() async throws {
        try await PhotosAcceptanceContext.run { context in
            let output = try await context.executable.run(
                ["--base-url", context.backend.baseURL.absoluteString],
                environment: ["FEED_CURRENT_DATE": "2024-05-20T12:00:00Z"])

            #expect(output.status == 0)
            #expect(
                FileManager.default.fileExists(
                    atPath: context.directory.appending(path: ".cache/essential-feed/photos.json").path))
        }
    }

    @Test func runsOnItsEmbeddedBackendWithNoBaseURL() async throws {
        try await PhotosAcceptanceContext.run { context in
            let output = try await context.executable.run(["--json", "--store", context.storeURL.path])

            #expect(output.status == 0, "stderr: \(output.stderr)")
            #expect(try JSONDecoder().decode(PhotosJSON.self, from: output.stdout).photos.count == 10)
        }
    }

    @Test(arguments: [
        (["--per-page", "31"], "Error: --per-page must be from 1 to 30."),
        (["--per-page", "0"], "Error: --per-page must be from 1 to 30."),
        (["--page", "0"], "Error: --page must be from 1 to 100000."),
        (["--size", "huge"], "Error: The value 'huge' is invalid for '--size <size>'"),
        (["--max-age", "-1"], "Error: Missing value for '--max-age <days>'"),
        (["--lang", "fr"], "Error: The value 'fr' is invalid for '--lang <language>'"),
        (["--timeout", "0"], "Error: --timeout must be a number of seconds above 0"),
        (["photo"], "Error: Missing expected argument '<photo-id>'"),
    ])
    func usageErrorsExitWith64(arguments: [String], naming error: String) async throws {
        try await PhotosAcceptanceContext.run { context in
            let output = try await context.photos(arguments)

            #expect(output.status == 64)
            #expect(output.stderr.hasPrefix(error), "stderr: \(output.stderr)")
        }
    }
}
