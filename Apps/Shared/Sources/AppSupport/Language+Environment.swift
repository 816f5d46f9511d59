import SharedPresentation

extension Language {
    /// The locale variables that name the language of messages, strongest first (POSIX: `LC_ALL`
    /// overrides `LC_MESSAGES`, which overrides `LANG`).
    public static let localeEnvironmentVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// The supported language the environment's locale asks for: the first non-empty of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG`, matched with ``Language/bestMatch(for:)``; English when that is
    /// unset, `C`, `POSIX` or a language without translations.
    public static func preferred(inEnvironment environment: [String: String]) -> Language {
        let locale = localeEnvironmentVariables.lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty }
        return locale.map { preferred(from: [$0]) } ?? .english
    }
}
