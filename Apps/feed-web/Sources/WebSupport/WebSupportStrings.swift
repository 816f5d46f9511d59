import Foundation
import SharedPresentation

/// The shared layout's own strings, in every supported language.
enum WebSupportStrings {
    /// The `WebSupport` strings table of this module's bundle.
    static let table = LocalizedStringTable(named: "WebSupport", in: .module)

    /// The navigation's accessible name.
    static func navigation(in language: Language) -> String { table.string("NAVIGATION", in: language) }
}
