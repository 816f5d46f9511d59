import SharedPresentation
import Testing
import WebSupport

/// The fields a template reads without reflection are the values' own: every stored property, under its
/// own name, with its own value (`Mirror`, what the renderer used before, is the oracle).
@Suite("Page fields")
struct PageFieldsTests {
    private static let site = Site(sections: [
        Site.Section(name: "feed", path: "/", title: { _ in "Feed" }),
        Site.Section(name: "photos", path: "/photos", title: { _ in "Photos" }),
    ])

    @Test func theChromeGivesEveryPropertyByItsName() {
        let chrome = PageChrome(
            title: "Photos", language: .greek, stylesheets: ["a.css"], scripts: ["b.js"], site: Self.site,
            current: "photos")
        #expect(Self.fieldsDifferingFromProperties(of: chrome) == [])
    }

    @Test func aNavigationLinkGivesEveryPropertyByItsName() throws {
        let link = try #require(Self.site.navigation(in: .english, current: "feed").first)
        #expect(Self.fieldsDifferingFromProperties(of: link) == [])
    }

    @Test func anUnknownKeyIsNothing() {
        let chrome = PageChrome(title: "Feed", language: .english, site: Self.site, current: "feed")
        #expect(chrome.field("no such field") == nil)
    }

    /// The labels of the stored properties whose field is missing or holds another value.
    static func fieldsDifferingFromProperties(of value: some PageFields) -> [String] {
        Mirror(reflecting: value).children.compactMap { child in
            guard let label = child.label else { return nil }
            let field = value.field(label).map { String(describing: $0) }
            return field == String(describing: child.value) ? nil : label
        }
    }
}
