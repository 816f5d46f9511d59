import FeedWebApp
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import WebSupport

/// What the host promises of every feature it lists, whichever it is, so that a new feature is checked
/// the day it is listed: its page answers in each language with the navigation to every mounted
/// feature, its own marked current, under the host's security headers; mounted alone, it is the only
/// one in the navigation and the host's `/` leads to it.
@Suite("Every feature the host lists")
struct EveryFeatureTests {
    /// Each listed feature's name and mount path.
    static let features = FeedWebConfiguration.availableFeatures.map { ($0.name, $0.path) }

    @Test(arguments: features)
    func itsPageAnswersInEveryLanguageWithTheNavigationToEveryFeature(name: String, path: String) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                for language in ["en", "pt-BR", "el"] {
                    let page = try await client.page(path, acceptLanguage: language)

                    #expect(page.status == .ok, "\(name) in \(language)")
                    #expect(page.headers[.contentType]?.hasPrefix("text/html") == true)
                    #expect(page.headers[.contentSecurityPolicy]?.contains("default-src 'none'") == true)
                    #expect(page.body.contains("<html lang=\"\(language)\">"), "\(name) in \(language)")
                    for (_, otherPath) in Self.features {
                        let current = otherPath == path ? " aria-current=\"page\"" : ""
                        #expect(page.body.contains("<a href=\"\(otherPath)\"\(current)>"), "\(name) links \(otherPath)")
                    }
                }
            }
        }
    }

    @Test(arguments: features)
    func mountedAloneItIsTheWholeSite(name: String, path: String) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test(features: [name]) { client in
                let page = try await client.page(path)
                let root = try await client.execute(uri: "/", method: .get)

                #expect(page.status == .ok)
                for (_, otherPath) in Self.features where otherPath != path {
                    #expect(!page.body.contains("<a href=\"\(otherPath)\""), "\(name) alone links \(otherPath)")
                }
                if path == "/" {
                    #expect(root.status == .ok)
                } else {
                    #expect(root.status == .seeOther)
                    #expect(root.headers[.location] == path)
                }
            }
        }
    }
}
