import AppSupport
import ArgumentParser
import SharedPresentation

/// How a terminal app shows what it loaded, as one `@OptionGroup`: in which language (`--lang`), and as
/// text or JSON (`--json`).
public struct TerminalOutputOptions: ParsableArguments, Sendable {
    @Option(
        name: .customLong("lang"),
        help: ArgumentHelp(
            "The language of titles, dates and messages: en, pt-BR or el. Default: from LC_ALL, LC_MESSAGES, LANG.",
            valueName: "language"
        ),
        transform: Language.parseArgument
    )
    public var language: Language?

    @Flag(name: .customLong("json"), help: "Print machine-readable JSON (its schema is in the app's README).")
    public var json = false

    public init() {}
}
