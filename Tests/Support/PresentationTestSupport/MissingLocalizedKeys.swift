import SharedPresentation

/// For each supported language, the keys that some other language of `table` has and it lacks;
/// empty when every language has every key. A language with no table at all lacks every key.
public func missingKeysByLanguage(in table: LocalizedStringTable) -> [Language: Set<String>] {
    let allKeys = Language.supported.reduce(into: Set<String>()) { $0.formUnion(table.keys(in: $1)) }
    var missing: [Language: Set<String>] = [:]
    for language in Language.supported {
        let lacking = allKeys.subtracting(table.keys(in: language))
        if !lacking.isEmpty || allKeys.isEmpty { missing[language] = lacking }
    }
    return missing
}
