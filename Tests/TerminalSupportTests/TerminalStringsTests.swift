import AppSupport
import Foundation
import SharedCache
import SharedPresentation
import TerminalSupport
import Testing

/// The terminal apps' own messages: every key in every language, and each message with its values.
struct TerminalStringsTests {
    @Test(arguments: Language.supported)
    func everyMessageCarriesItsValuesInEveryLanguage(language: Language) {
        let url = URL(string: "http://127.0.0.1:8080/images/1.png")!
        let store = URL(filePath: "/tmp/cache/feed.sqlite")
        let id = UUID()

        #expect(TerminalStrings.savedBytes(1234, of: url, to: "out.png", in: language).contains("1234"))
        #expect(TerminalStrings.savedBytes(1234, of: url, to: "out.png", in: language).contains("out.png"))
        #expect(TerminalStrings.cannotWrite("out.png", in: language).contains("out.png"))
        #expect(TerminalStrings.cannotCreateStoreFolder(store, in: language).contains(store.path))
        #expect(TerminalStrings.storeFailure(store, reason: "disk full", in: language).contains("disk full"))
        #expect(
            TerminalStrings.storeMovedAside(store, to: URL(filePath: "/tmp/x.corrupt"), in: language).contains(
                "/tmp/x.corrupt"))
        #expect(TerminalStrings.noImage(withID: id, in: language).contains(id.uuidString))
        #expect(TerminalStrings.noPhoto(withID: "abc", onPage: 7, in: language).contains("--page 7"))
        for outcome in [CacheValidationOutcome.empty, .kept, .deleted] {
            #expect(
                TerminalStrings.cacheValidation(outcome, of: .photos, store: store.path, in: language).hasSuffix(
                    store.path))
        }
    }

    @Test func englishMessagesReadAsBefore() {
        let store = "/tmp/cache/feed.sqlite"

        #expect(
            TerminalStrings.cacheValidation(.kept, of: .feed, store: store, in: .english) == "Feed cache kept: \(store)"
        )
        #expect(
            TerminalStrings.savedBytes(3, of: URL(string: "http://h/i.png")!, to: "o.png", in: .english)
                == "Saved 3 bytes of http://h/i.png to o.png")
    }

    @Test func greekAndPortugueseAreNotEnglish() {
        for language in [Language.greek, .brazilianPortuguese] {
            #expect(
                TerminalStrings.cacheValidation(.deleted, of: .feed, store: "/s", in: language)
                    != TerminalStrings.cacheValidation(.deleted, of: .feed, store: "/s", in: .english))
        }
    }
}
