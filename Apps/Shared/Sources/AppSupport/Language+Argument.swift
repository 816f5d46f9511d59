import ArgumentParser
import SharedPresentation

extension Language {
    /// The supported language a `--lang` argument names, ignoring case (`en`, `pt-BR`, `el`).
    ///
    /// - Throws: a `ValidationError` listing the supported languages.
    public static func parseArgument(_ string: String) throws -> Language {
        guard let language = supported.first(where: { $0.identifier.lowercased() == string.lowercased() }) else {
            throw UsageMessage.unsupportedLanguage(string)
        }
        return language
    }
}
