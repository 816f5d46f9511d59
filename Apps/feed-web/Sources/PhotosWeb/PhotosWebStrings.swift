import Foundation
import SharedPresentation

/// The photos page's own strings (paging and controls), in every supported language.
enum PhotosWebStrings {
    /// The `PhotosWeb` strings table of this module's bundle.
    static let table = LocalizedStringTable(named: "PhotosWeb", in: .module)

    static func previous(in language: Language) -> String { table.string("PREVIOUS", in: language) }
    static func next(in language: Language) -> String { table.string("NEXT", in: language) }
    static func retry(in language: Language) -> String { table.string("RETRY", in: language) }
    static func pages(in language: Language) -> String { table.string("PAGES", in: language) }
    static func page(_ number: Int, in language: Language) -> String {
        String(format: table.string("PAGE", in: language), number)
    }
    /// What an empty page past the first says.
    static func endBeforeThisPage(in language: Language) -> String {
        table.string("END_BEFORE_THIS_PAGE", in: language)
    }
    /// The link from an empty page past the first to page `number`.
    static func goToPage(_ number: Int, in language: Language) -> String {
        String(format: table.string("GO_TO_PAGE", in: language), number)
    }
    static func photo(by author: String, in language: Language) -> String {
        String(format: table.string("PHOTO_BY", in: language), author)
    }
}
