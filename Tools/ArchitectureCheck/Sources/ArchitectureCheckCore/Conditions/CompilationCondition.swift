/// A parsed `#if` condition: flags, `true`/`false`, platform conditions (`os(Linux)`,
/// `canImport(Foundation)`, ...), `!`, `&&`, `||` and parentheses, as the compiler reads them.
indirect enum CompilationCondition: Sendable, Hashable {
    /// `true` or `false`.
    case literal(Bool)
    /// A conditional compilation flag (`DEBUG`, `COLLECTIONS_SINGLE_MODULE`).
    case flag(String)
    /// A platform condition: its name (`os`, `canImport`, `swift`, ...) and its argument as written,
    /// trimmed.
    case platform(String, String)
    /// `!condition`.
    case not(CompilationCondition)
    /// `lhs && rhs`.
    case and(CompilationCondition, CompilationCondition)
    /// `lhs || rhs`.
    case or(CompilationCondition, CompilationCondition)

    /// The condition `text` spells; `nil` when it is not one the parser reads (a condition spread over
    /// several lines, a syntax error), which callers take as unknown.
    static func parse(_ text: String) -> CompilationCondition? {
        var parser = Parser(tokens: Parser.tokens(of: text))
        guard let tokens = parser.tokens, let condition = parser.disjunction(), parser.position == tokens.count else {
            return nil
        }
        return condition
    }

    /// The condition's value in `configuration`.
    func evaluate(in configuration: BuildConfiguration) -> ConditionValue {
        switch self {
        case .literal(let value): ConditionValue(value)
        case .flag(let name): configuration.flag(name)
        case .platform(let name, let argument): configuration.platformCondition(name, argument)
        case .not(let operand): operand.evaluate(in: configuration).negated
        case .and(let lhs, let rhs): lhs.evaluate(in: configuration).and(rhs.evaluate(in: configuration))
        case .or(let lhs, let rhs): lhs.evaluate(in: configuration).or(rhs.evaluate(in: configuration))
        }
    }

    /// The modules the condition asks `canImport(…)` about.
    var canImportModules: [String] {
        switch self {
        case .literal, .flag: []
        case .platform(let name, let argument):
            name == "canImport" ? [BuildConfiguration.canImportModule(argument)] : []
        case .not(let operand): operand.canImportModules
        case .and(let lhs, let rhs), .or(let lhs, let rhs): lhs.canImportModules + rhs.canImportModules
        }
    }

    /// A recursive-descent parser over the condition's tokens.
    private struct Parser {
        enum Token: Hashable {
            case word(String)
            case argument(String)
            case not, and, or, open, close
        }

        /// `nil` when the text holds something no condition holds.
        let tokens: [Token]?
        var position = 0

        init(tokens: [Token]?) {
            self.tokens = tokens
        }

        /// The tokens of `text`; a word followed by `(` takes everything up to the matching `)` as its
        /// argument, so that `swift(>=5.9)` and `canImport(A.B, _version: 2)` are one token each.
        static func tokens(of text: String) -> [Token]? {
            let scalars = Array(text.unicodeScalars)
            var tokens: [Token] = []
            var index = 0
            func isWord(_ scalar: Unicode.Scalar) -> Bool {
                scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || scalar.value >= 0x80
            }
            while index < scalars.count {
                let scalar = scalars[index]
                switch scalar {
                case " ", "\t":
                    index += 1
                case "!":
                    tokens.append(.not)
                    index += 1
                case "&" where index + 1 < scalars.count && scalars[index + 1] == "&":
                    tokens.append(.and)
                    index += 2
                case "|" where index + 1 < scalars.count && scalars[index + 1] == "|":
                    tokens.append(.or)
                    index += 2
                case "(":
                    if case .word = tokens.last {
                        var depth = 1
                        var end = index + 1
                        while end < scalars.count {
                            if scalars[end] == "(" { depth += 1 }
                            if scalars[end] == ")" {
                                depth -= 1
                                if depth == 0 { break }
                            }
                            end += 1
                        }
                        guard end < scalars.count else { return nil }
                        let argument = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
                        tokens.append(.argument(argument.trimmingBlanks()))
                        index = end + 1
                    } else {
                        tokens.append(.open)
                        index += 1
                    }
                case ")":
                    tokens.append(.close)
                    index += 1
                case _ where isWord(scalar):
                    var end = index
                    while end < scalars.count, isWord(scalars[end]) { end += 1 }
                    tokens.append(.word(String(String.UnicodeScalarView(scalars[index..<end]))))
                    index = end
                default:
                    return nil
                }
            }
            return tokens
        }

        private func peek() -> Token? {
            guard let tokens, position < tokens.count else { return nil }
            return tokens[position]
        }

        mutating func disjunction() -> CompilationCondition? {
            guard var result = conjunction() else { return nil }
            while peek() == .or {
                position += 1
                guard let rhs = conjunction() else { return nil }
                result = .or(result, rhs)
            }
            return result
        }

        private mutating func conjunction() -> CompilationCondition? {
            guard var result = unary() else { return nil }
            while peek() == .and {
                position += 1
                guard let rhs = unary() else { return nil }
                result = .and(result, rhs)
            }
            return result
        }

        private mutating func unary() -> CompilationCondition? {
            switch peek() {
            case .not:
                position += 1
                return unary().map { .not($0) }
            case .open:
                position += 1
                guard let inner = disjunction(), peek() == .close else { return nil }
                position += 1
                return inner
            case .word(let word):
                position += 1
                if case .argument(let argument) = peek() {
                    position += 1
                    return .platform(word, argument)
                }
                switch word {
                case "true": return .literal(true)
                case "false": return .literal(false)
                default: return .flag(word)
                }
            default:
                return nil
            }
        }
    }
}

extension String {
    /// The string without the spaces and tabs at either end.
    fileprivate func trimmingBlanks() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[first...last])
    }
}
