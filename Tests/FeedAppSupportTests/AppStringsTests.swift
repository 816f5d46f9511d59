import FeedAppSupport
import Foundation
import PresentationTestSupport
import SharedCache
import SharedPresentation
import Testing

/// The terminal apps' own messages: every key in every language, and each message with its values.
struct AppStringsTests {
    @Test func everyLanguageHasEveryKey() {
        #expect(missingKeysByLanguage(in: AppStrings.table).isEmpty)
    }

    @Test(arguments: Language.supported)
    func everyMessageCarriesItsValuesInEveryLanguage(language: Language) {
        let url = URL(string: "http://127.0.0.1:8080/images/1.png")!
        let store = URL(filePath: "/tmp/cache/feed.sqlite")
        let id = UUID()

        #expect(AppStrings.savedBytes(1234, of: url, to: "out.png", in: language).contains("1234"))
        #expect(AppStrings.savedBytes(1234, of: url, to: "out.png", in: language).contains("out.png"))
        #expect(AppStrings.cannotWrite("out.png", in: language).contains("out.png"))
        #expect(AppStrings.cannotCreateStoreFolder(store, in: language).contains(store.path))
        #expect(AppStrings.storeFailure(store, reason: "disk full", in: language).contains("disk full"))
        #expect(
            AppStrings.storeMovedAside(store, to: URL(filePath: "/tmp/x.corrupt"), in: language).contains(
                "/tmp/x.corrupt"))
        #expect(AppStrings.noImage(withID: id, in: language).contains(id.uuidString))
        #expect(AppStrings.noPhoto(withID: "abc", onPage: 7, in: language).contains("--page 7"))
        for outcome in [CacheValidationOutcome.empty, .kept, .deleted] {
            #expect(
                AppStrings.cacheValidation(outcome, of: .photos, store: store.path, in: language).hasSuffix(store.path))
        }
    }

    @Test func englishMessagesReadAsBefore() {
        let store = "/tmp/cache/feed.sqlite"

        #expect(AppStrings.cacheValidation(.kept, of: .feed, store: store, in: .english) == "Feed cache kept: \(store)")
        #expect(
            AppStrings.savedBytes(3, of: URL(string: "http://h/i.png")!, to: "o.png", in: .english)
                == "Saved 3 bytes of http://h/i.png to o.png")
    }

    @Test func greekAndPortugueseAreNotEnglish() {
        for language in [Language.greek, .brazilianPortuguese] {
            #expect(
                AppStrings.cacheValidation(.deleted, of: .feed, store: "/s", in: language)
                    != AppStrings.cacheValidation(.deleted, of: .feed, store: "/s", in: .english))
        }
    }
}
