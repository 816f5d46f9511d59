import ArgumentParser
import Foundation
import SharedPresentation

/// The usage errors the apps write themselves (an option out of its range, a value that is not a URL,
/// a language they do not have), in the language of the command line: its `--lang`, else the
/// environment's locale. ArgumentParser's own messages ("Unknown option", the usage lines) stay in
/// English: the library has no translations.
public enum UsageMessage {
    /// What a number's range counts, as a message names it.
    public enum Unit: String, Sendable {
        case none = "OPTION_RANGE"
        case days = "OPTION_RANGE_DAYS"
        case seconds = "OPTION_RANGE_SECONDS"
        case mebibytes = "OPTION_RANGE_MEBIBYTES"
    }

    /// The `Usage` strings table: the usage errors the apps write themselves.
    static let table = LocalizedStringTable(named: "Usage", in: .module)

    /// The language usage errors are written in: the supported language `--lang` names in `arguments`
    /// (`--lang el` or `--lang=el`), else the one the environment's locale asks for.
    public static func language(
        arguments: [String] = CommandLine.arguments,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Language {
        for (index, argument) in arguments.enumerated() {
            let value =
                argument.hasPrefix("--lang=")
                ? String(argument.dropFirst("--lang=".count))
                : argument == "--lang" && index + 1 < arguments.count ? arguments[index + 1] : nil
            if let value,
                let language = Language.supported.first(where: { $0.identifier.lowercased() == value.lowercased() })
            {
                return language
            }
        }
        return Language.preferred(inEnvironment: environment)
    }

    /// "--page must be from 1 to 100000." (or "… days.", "… seconds.", "… mebibytes.").
    public static func outOfRange(
        _ option: String, _ range: ClosedRange<Int>, unit: Unit = .none, in language: Language = language()
    ) -> ValidationError {
        error(unit.rawValue, language, option, String(range.lowerBound), String(range.upperBound))
    }

    /// "--timeout must be a number of seconds above 0, at most 3600."
    public static func secondsAboveZero(_ option: String, atMost maximum: Int, in language: Language = language())
        -> ValidationError
    {
        error("OPTION_SECONDS_ABOVE_ZERO", language, option, String(maximum))
    }

    /// "'ftp://x' is not an http(s) URL, e.g. http://127.0.0.1:8080".
    public static func notAWebURL(_ value: String, in language: Language = language()) -> ValidationError {
        error("OPTION_NOT_WEB_URL", language, value)
    }

    /// "Unsupported language 'fr'; use one of: en, pt-BR, el."
    public static func unsupportedLanguage(_ value: String, in language: Language = language()) -> ValidationError {
        error(
            "OPTION_UNSUPPORTED_LANGUAGE", language, value, Language.supported.map(\.identifier).joined(separator: ", ")
        )
    }

    /// "FEED_CURRENT_DATE must be an ISO 8601 date-time such as 2024-05-20T12:00:00Z, not 'x'".
    public static func invalidCurrentDate(_ value: String, in language: Language = language()) -> ValidationError {
        error("OPTION_INVALID_CURRENT_DATE", language, AppClock.environmentVariable, value)
    }

    /// "--allow-host takes a host name or an IP address, e.g. images.internal, not 'x'."
    public static func notAHost(_ value: String, in language: Language = language()) -> ValidationError {
        error("OPTION_NOT_A_HOST", language, value)
    }

    /// "Missing expected argument '<item-id> ...'".
    public static func missingArgument(_ name: String, in language: Language = language()) -> ValidationError {
        error("OPTION_MISSING_ARGUMENT", language, name)
    }

    /// "unknown command 'coments'. Did you mean 'comments'?", or, with no command near it, "unknown
    /// command 'x'; the commands are: show, comments."
    public static func unknownCommand(
        _ word: String, nearest: String?, commands: [String], in language: Language = language()
    ) -> ValidationError {
        guard let nearest else {
            return error("UNKNOWN_COMMAND", language, word, commands.joined(separator: ", "))
        }
        return error("UNKNOWN_COMMAND_DID_YOU_MEAN", language, word, nearest)
    }

    /// "--all is an option of 'feed' (feed show), not of 'feed comments'."
    public static func optionOfAnotherCommand(
        _ option: String, of owners: String, not command: String, in language: Language = language()
    ) -> ValidationError {
        error("OPTION_OF_ANOTHER_COMMAND", language, option, owners, command)
    }

    /// "--all and --pages cannot be given together; give one of them."
    public static func conflicting(_ option: String, _ other: String, in language: Language = language())
        -> ValidationError
    {
        error("OPTIONS_CONFLICT", language, option, other)
    }

    private static func error(_ key: String, _ language: Language, _ arguments: String...) -> ValidationError {
        ValidationError(String(format: table.string(key, in: language), arguments: arguments))
    }
}
