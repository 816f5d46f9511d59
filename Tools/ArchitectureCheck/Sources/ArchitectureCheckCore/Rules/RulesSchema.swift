/// The keys a rules file may hold, checked before decoding so that a misspelt key is an error rather
/// than a silently ignored setting.
enum RulesSchema {
    /// The keys of the top-level object.
    static let topLevel: Set<String> = [
        "$schema", "version", "description", "moduleSets", "rules", "forbidden", "contracts", "baseline",
        "graphExclude",
    ]
    /// The keys of an entry of `rules`.
    static let rule: Set<String> = [
        "name", "description", "targets", "paths", "kinds", "mayImport", "mayTestableImport",
        "mayExposeImport",
    ]
    /// The keys of an entry of `forbidden`.
    static let forbidden: Set<String> = ["name", "description", "from", "except", "files", "imports"]
    /// The keys every entry of `contracts` may hold; each kind adds its own (`ContractKind.keys`).
    static let contract: Set<String> = ["name", "description", "kind"]

    /// Throws `invalidRules` naming the first unknown key of `object`, the rules file's parsed JSON.
    static func checkKeys(_ object: Any, path: String) throws {
        guard let root = object as? [String: Any] else {
            throw ArchitectureCheckError.invalidRules(path: path, reason: "the top level must be a JSON object")
        }
        try check(root, allowed: topLevel, place: "the top level", path: path)
        for (index, rule) in ((root["rules"] as? [Any]) ?? []).enumerated() {
            guard let rule = rule as? [String: Any] else { continue }
            try check(rule, allowed: Self.rule, place: "rules[\(index)]", path: path)
        }
        for (index, rule) in ((root["forbidden"] as? [Any]) ?? []).enumerated() {
            guard let rule = rule as? [String: Any] else { continue }
            try check(rule, allowed: forbidden, place: "forbidden[\(index)]", path: path)
        }
        for (index, contract) in ((root["contracts"] as? [Any]) ?? []).enumerated() {
            guard let contract = contract as? [String: Any] else { continue }
            try checkContract(contract, place: "contracts[\(index)]", path: path)
        }
    }

    /// Checks a contract's kind first, then its keys against those of its kind, so that `modules` in
    /// a `layers` contract is reported as the mistake it is.
    private static func checkContract(_ contract: [String: Any], place: String, path: String) throws {
        let known = ContractKind.allCases.map(\.rawValue).joined(separator: ", ")
        guard let value = contract["kind"] else {
            throw ArchitectureCheckError.invalidRules(
                path: path, reason: "missing key 'kind' in \(place) (one of: \(known))")
        }
        guard let name = value as? String, let kind = ContractKind(rawValue: name) else {
            throw ArchitectureCheckError.invalidRules(
                path: path, reason: "\(place) has unknown kind '\(value)' (known: \(known))")
        }
        try check(contract, allowed: Self.contract.union(kind.keys), place: "\(place) (kind \(kind))", path: path)
    }

    private static func check(_ object: [String: Any], allowed: Set<String>, place: String, path: String) throws {
        for key in object.keys.sorted() where !allowed.contains(key) {
            throw ArchitectureCheckError.invalidRules(
                path: path,
                reason: "unknown key '\(key)' in \(place) (allowed: \(allowed.sorted().joined(separator: ", ")))"
            )
        }
    }

    /// Says where a decoding error happened and what was expected there, in the rules file's terms.
    static func describe(_ error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = place(context.codingPath)
            return "missing key '\(key.stringValue)' in \(parent)"
        case .typeMismatch(let type, let context):
            return "\(place(context.codingPath)) should be \(describe(type))"
        case .valueNotFound(let type, let context):
            return "\(place(context.codingPath)) should be \(describe(type)), not null"
        case .dataCorrupted(let context):
            return "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Bool.Type: "true or false"
        case is [String].Type: "an array of strings"
        default:
            "\(type)".hasPrefix("Array") ? "an array" : "\(type)".hasPrefix("Dictionary") ? "an object" : "a \(type)"
        }
    }
}
