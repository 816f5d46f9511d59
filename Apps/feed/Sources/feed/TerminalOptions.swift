import ArgumentParser
import FeedAppSupport
import SharedPresentation

/// The options every subcommand takes: the ones every app shares (where the feed comes from, where it
/// is cached, the request timeout), and how the terminal shows it.
struct TerminalOptions: ParsableArguments {
    @OptionGroup var feed: FeedAppOptions

    @Option(
        name: .customLong("lang"),
        help: ArgumentHelp(
            "The language of titles, dates and messages: en, pt-BR or el. Default: from LC_ALL, LC_MESSAGES, LANG.",
            valueName: "language"
        ),
        transform: TerminalOptions.parseLanguage
    )
    var language: Language?

    @Flag(name: .customLong("json"), help: "Print machine-readable JSON (schema in Apps/feed/README.md).")
    var json = false

    private static func parseLanguage(_ string: String) throws -> Language {
        guard let language = Language.supported.first(where: { $0.identifier.lowercased() == string.lowercased() })
        else {
            let supported = Language.supported.map(\.identifier).joined(separator: ", ")
            throw ValidationError("Unsupported language '\(string)'; use one of: \(supported).")
        }
        return language
    }
}
