/// A byte-level Swift lexer that recognizes only what decides whether an `import` keyword starts an
/// import declaration: comments (nested block comments included), string literals (multi-line, raw,
/// with interpolations that hold strings of their own), regex literals (`#/…/#`, and bare `/…/` where
/// SwiftParser takes a `/` for one), `#if` directives, attributes, access-level modifiers, `.import`
/// member accesses and `import:` argument labels. It reads the file as the compiler does: a byte-order
/// mark and a `#!` line at the start are skipped, NUL, U+00A0 and a byte-order mark are whitespace,
/// and `\r`, `\n` and `\r\n` all end a line.
///
/// It never allocates per byte and never builds `Character`s; it allocates only for the names it
/// reports. It must not trap on any input: every read is bounds-checked against `count`.
struct ImportLexer {
    /// What the last significant token was, which decides whether `import` can start a declaration.
    private enum Previous {
        case start
        /// `;`, `{` or `}`.
        case boundary
        /// An identifier, keyword, literal, `)` or `]`: an `import` after it must be on a new line.
        case terminal
        /// `.`: `foo.import` is a member access.
        case dot
        /// An operator, `(`, `[`, `,`, `:`: `import` after it is an expression or a label.
        case continuation
        /// An attribute such as `@testable`.
        case attribute
        /// An access-level modifier such as `public`.
        case modifier
        /// A `#if`, `#elseif`, `#else` or `#endif` line.
        case directive
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let count: Int
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var previous = Previous.start
    private var previousLine = 0
    private var conditionalDepth = 0
    /// The branch the lexer is in, for each open `#if` block, outermost first.
    private var openBranches: [ConditionalBranch] = []
    /// Open `(` and `[`: an import never stands inside them (`func f(import x: Int)`).
    private var bracketDepth = 0
    /// `bracketDepth` at each open `#if`: every branch starts from it, since an inactive
    /// `#if compiler(…)` branch may hold unbalanced brackets that the compiler never parses.
    private var conditionalBracketDepths: [Int] = []
    /// Whether the previous token ends an operand (an identifier, a literal, `)`, a postfix
    /// operator): a `/` between spaces after it divides (SwiftParser's `isInRegexLiteralPosition`).
    private var operandEnded = false
    /// Where the previous token starts when it is a word, else -1: a keyword there (`return`, `in`,
    /// ...) opens an operand after all, and after `func` or `operator` a `/` is never a regex.
    private var previousWordStart = -1
    private var previousWordLength = 0
    /// Set while looking past an import's path for a `.`; comments seen then are lexed again.
    private var lookingAhead = false
    private var pendingAttributes: [String] = []
    private var pendingAccess: String?

    private(set) var imports: [ImportDeclaration] = []
    private(set) var suppressions: [Suppression] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.count = bytes.count
    }

    // MARK: - Driver

    mutating func run() {
        skipFileHeader()
        while index < count {
            if skipTriviaElement() { continue }
            let byte = bytes[index]
            switch byte {
            case .quote:
                skipString(hashes: 0)
                mark(.terminal, operand: true)
            case .hash:
                pound()
            case .backtick:
                skipBacktickIdentifier()
                mark(.terminal, operand: true)
            case .at:
                attribute()
            case .semicolon, .openBrace:
                index += 1
                mark(.boundary, operand: false)
            case .closeBrace:
                index += 1
                mark(.boundary, operand: true)
            case .comma, .colon:
                index += 1
                mark(.continuation, operand: false)
            case .openParen, .openBracket:
                bracketDepth += 1
                index += 1
                mark(.continuation, operand: false)
            case .closeParen, .closeBracket:
                bracketDepth = max(0, bracketDepth - 1)
                index += 1
                mark(.terminal, operand: true)
            case .backslash:
                index += 1
                mark(.continuation, operand: true)
            case _ where byte.isOperator || byte == .dot:
                operatorOrRegex()
            case _ where byte.isIdentifierStart:
                identifier()
            case _ where byte.isDigit:
                while index < count, bytes[index].isIdentifierContinuation { index += 1 }
                mark(.terminal, operand: true)
            default:
                index += 1
                mark(.continuation, operand: byte == .dollar)
            }
        }
    }

    /// Skips a byte-order mark and then a `#!` line at the start of the file, as the compiler does.
    private mutating func skipFileHeader() {
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        guard peek(0) == .hash, peek(1) == .exclamation else { return }
        while index < count, bytes[index] != .newline, bytes[index] != .carriageReturn { index += 1 }
    }

    // MARK: - Tokens

    private mutating func identifier() {
        let start = index
        index += 1
        skipIdentifierContinuation()
        let length = index - start
        if length == 6, matches(start, "import") {
            if importDeclaration(keywordStart: start) { return }
            markWord(start, length)
            return
        }
        if let access = accessLevel(start, length), startsDeclaration {
            pendingAccess = access
            previous = .modifier
            previousLine = line
            operandEnded = true
            previousWordStart = start
            previousWordLength = length
            return
        }
        markWord(start, length)
    }

    /// Whether a word here can start a declaration, as a modifier of it: at the start of the file, after
    /// a statement boundary, an attribute, a modifier or a directive, or on a later line than a word.
    /// After `=`, an operator, a `.`, or a word on the same line (`return public`), an access-level
    /// word is an identifier: `let x = package` then `import A` on the next line is an internal import.
    private var startsDeclaration: Bool {
        switch previous {
        case .start, .boundary, .attribute, .modifier, .directive: true
        case .terminal: line > previousLine
        case .continuation, .dot: false
        }
    }

    /// Skips the rest of an identifier: ASCII letters, digits and `_`, and any non-ASCII character but
    /// a non-breaking space (U+00A0), which the compiler reads as a space.
    private mutating func skipIdentifierContinuation() {
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard byte.isIdentifierContinuation else { return }
            } else if byte == 0xC2, peek(1) == 0xA0 {
                return
            }
            index += 1
        }
    }

    private static let accessLevels = ["public", "package", "internal", "fileprivate", "private", "open"]

    private func accessLevel(_ start: Int, _ length: Int) -> String? {
        guard length >= 4, length <= 11 else { return nil }
        let first = bytes[start]
        guard
            first == UInt8(ascii: "p") || first == UInt8(ascii: "i") || first == UInt8(ascii: "f")
                || first == UInt8(ascii: "o")
        else { return nil }
        for word in Self.accessLevels where word.utf8.count == length && matches(start, word) {
            return word
        }
        return nil
    }

    private mutating func attribute() {
        index += 1
        guard index < count, bytes[index].isIdentifierStart, !(bytes[index] == 0xC2 && peek(1) == 0xA0) else {
            mark(.continuation, operand: true)
            return
        }
        let start = index
        skipIdentifierContinuation()
        let name = string(start, index)
        if index < count, bytes[index] == .openParen {
            index += 1
            skipBalancedParentheses()
        }
        let attributes = previous == .attribute || previous == .modifier ? pendingAttributes : []
        let access = previous == .attribute || previous == .modifier ? pendingAccess : nil
        pendingAttributes = attributes + [name]
        pendingAccess = access
        previous = .attribute
        previousLine = line
        operandEnded = true
        previousWordStart = -1
    }

    /// Recognizes `import [kind] A.B.C` at `keywordStart`; returns `false`, consuming nothing after
    /// the keyword, when the keyword does not start a declaration there.
    private mutating func importDeclaration(keywordStart: Int) -> Bool {
        let startsStatement: Bool
        switch previous {
        case .start, .boundary, .attribute, .modifier, .directive: startsStatement = true
        case .terminal, .continuation: startsStatement = line > previousLine
        case .dot: startsStatement = false
        }
        guard startsStatement, bracketDepth == 0 else { return false }

        let afterKeyword = index
        let savedLine = line
        let savedLineStart = lineStart
        func restore(_ lexer: inout ImportLexer) {
            lexer.index = afterKeyword
            lexer.line = savedLine
            lexer.lineStart = savedLineStart
        }

        skipTrivia()
        guard var first = pathComponent(allowOperator: false) else {
            restore(&self)
            return false
        }
        var kind: String?
        var location = first.location
        if Self.importKinds.contains(first.name) {
            let beforeName = (index, line, lineStart)
            skipTrivia()
            if let name = pathComponent(allowOperator: false) {
                kind = first.name
                first = name
                location = name.location
            } else {
                (index, line, lineStart) = beforeName
            }
        }
        var path = [first.name]
        while true {
            let beforeDot = (index, line, lineStart)
            lookingAhead = true
            skipTrivia()
            lookingAhead = false
            guard index < count, bytes[index] == .dot else {
                (index, line, lineStart) = beforeDot
                break
            }
            index += 1
            skipTrivia()
            guard let next = pathComponent(allowOperator: true) else { break }
            path.append(next.name)
        }
        imports.append(
            ImportDeclaration(
                path: path,
                kind: kind,
                attributes: pendingAttributes,
                accessLevel: pendingAccess,
                location: location,
                isConditional: conditionalDepth > 0,
                branches: openBranches
            )
        )
        mark(.terminal, operand: true)
        return true
    }

    private static let importKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]

    private mutating func pathComponent(allowOperator: Bool) -> (name: String, location: SourceLocation)? {
        guard index < count else { return nil }
        let location = SourceLocation(line: line, column: index - lineStart + 1)
        let byte = bytes[index]
        if byte == .backtick {
            let start = index + 1
            skipBacktickIdentifier()
            let end = index > start && bytes[index - 1] == .backtick ? index - 1 : index
            return (string(start, end), location)
        }
        if byte.isIdentifierStart {
            let start = index
            index += 1
            skipIdentifierContinuation()
            return (string(start, index), location)
        }
        if allowOperator, byte.isOperator {
            let start = index
            while index < count, bytes[index].isOperator || bytes[index] == .dot { index += 1 }
            return (string(start, index), location)
        }
        return nil
    }

    /// Skips whitespace, line breaks and comments.
    private mutating func skipTrivia() {
        while index < count, skipTriviaElement() {}
    }

    /// Skips one piece of trivia at `index`, as the compiler reads it: a line break (`\n`, `\r`), a
    /// whitespace byte (space, tab, vertical tab, form feed, NUL), a no-break space or a byte-order mark
    /// (both whitespace between tokens), or a comment. Returns `false`, skipping nothing, at anything else.
    @inline(__always)
    private mutating func skipTriviaElement() -> Bool {
        switch bytes[index] {
        case .newline, .carriageReturn:
            lineBreak()
        case .space, .tab, 0x0B, 0x0C, 0x00:
            index += 1
        case 0xC2 where peek(1) == 0xA0:
            index += 2
        case 0xEF where peek(1) == 0xBB && peek(2) == 0xBF:
            index += 3
        case .slash where peek(1) == .slash:
            lineComment()
        case .slash where peek(1) == .star:
            blockComment()
        default:
            return false
        }
        return true
    }

    // MARK: - Operators and bare regex literals

    /// Lexes an operator, or the bare regex literal that starts at its first `/`, the way
    /// SwiftParser's `lexOperatorIdentifier` does.
    private mutating func operatorOrRegex() {
        let start = index
        let startsWithDot = bytes[start] == .dot
        index += 1
        while index < count, bytes[index].isOperator || (startsWithDot && bytes[index] == .dot) { index += 1 }
        let end = index
        var slash = start
        while slash < end, bytes[slash] != .slash { slash += 1 }
        if slash < end, let regexEnd = bareRegexEnd(slash: slash, operatorStart: start, operatorEnd: end) {
            index = regexEnd
            mark(.terminal, operand: true)
            return
        }
        // `//` or `/*` inside an operator starts a comment.
        var tokenEnd = end
        if end - start > 2 {
            var position = start + 1
            while position < end - 1 {
                if bytes[position] == .slash, bytes[position + 1] == .slash || bytes[position + 1] == .star {
                    tokenEnd = position
                    break
                }
                position += 1
            }
        }
        index = tokenEnd
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(tokenEnd, leftBound: leftBound)
        let isArrow = tokenEnd - start == 2 && bytes[start] == .hyphen && bytes[start + 1] == .greater
        var allDots = true
        for position in start..<tokenEnd where bytes[position] != .dot { allDots = false }
        mark(allDots ? .dot : .continuation, operand: isArrow || allDots || (leftBound && !rightBound))
    }

    /// Where the bare regex literal whose opening `/` is at `slash` ends (one past its closing `/`), or
    /// `nil` when SwiftParser would not lex one there (SwiftParser's `tryScanOperatorAsRegexLiteral`
    /// and `RegexLiteralLexer`).
    private func bareRegexEnd(slash: Int, operatorStart: Int, operatorEnd: Int) -> Int? {
        let leftBound = isLeftBound(operatorStart)
        guard !leftBound else { return nil }
        if previousWordStart >= 0,
            matchesPreviousWord("func") || matchesPreviousWord("operator")
        {
            return nil
        }
        var mustBeRegex = false
        if !isRightBound(operatorEnd, leftBound: leftBound) {
            guard regexLiteralPosition else { return nil }
            mustBeRegex = !(previous == .continuation && opensList(before: operatorStart))
        }
        if slash + 1 < count {
            let next = bytes[slash + 1]
            if next == .space || next == .tab, !mustBeRegex { return nil }
            if next == .star || next == .slash { return nil }
        }
        if slash > 0, bytes[slash - 1] == .star { return nil }
        var position = slash + 1
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        while position < count {
            let byte = bytes[position]
            if byte == .slash {
                if position + 1 < count, bytes[position + 1] == .star || bytes[position + 1] == .slash {
                    return mustBeRegex ? position : nil
                }
                if lastSpace == position - 1, !mustBeRegex { return nil }
                return position + 1
            }
            switch byte {
            case .newline, .carriageReturn:
                return mustBeRegex ? position : nil
            case .backslash:
                position += 1
                guard position < count else { return mustBeRegex ? position : nil }
                if bytes[position] == .newline || bytes[position] == .carriageReturn {
                    return mustBeRegex ? position : nil
                }
            case .openParen where classDepth == 0:
                groupDepth += 1
            case .closeParen where classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex { return nil }
                } else {
                    groupDepth -= 1
                }
            case .openBracket:
                classDepth += 1
            case .closeBracket:
                if classDepth > 0 { classDepth -= 1 }
            case .space, .tab:
                lastSpace = position
            default:
                break
            }
            position += 1
        }
        return mustBeRegex ? position : nil
    }

    /// Whether a `/` with spaces on both sides may open a regex after the previous token.
    private var regexLiteralPosition: Bool {
        guard operandEnded else { return true }
        guard previousWordStart >= 0 else { return false }
        for keyword in Self.valueKeywords where matchesPreviousWord(keyword) { return false }
        for keyword in Self.keywords where matchesPreviousWord(keyword) { return true }
        return false
    }

    /// Whether the token before `position` is `(`, `[`, `,` or `:`, after which a `/` between spaces
    /// need not be a regex.
    private func opensList(before position: Int) -> Bool {
        var position = position - 1
        while position >= 0 {
            switch bytes[position] {
            case .openParen, .openBracket, .comma, .colon: return true
            case .space, .tab, .newline, .carriageReturn: position -= 1
            default: return false
            }
        }
        return false
    }

    private func matchesPreviousWord(_ word: StaticString) -> Bool {
        previousWordLength == word.utf8CodeUnitCount && matches(previousWordStart, word)
    }

    /// SwiftParser's lexer-classified keywords, after which an operand starts.
    private static let keywords: [StaticString] = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
        "else", "enum", "extension", "fallthrough", "fileprivate", "for", "func", "guard", "if", "import", "in",
        "init", "inout", "internal", "is", "let", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "static", "struct", "subscript", "switch", "throw", "throws", "try",
        "typealias", "var", "where", "while",
    ]

    /// The keywords that are values: a `/` after them divides.
    private static let valueKeywords: [StaticString] = ["true", "false", "Any", "nil", "self", "Self", "super"]

    /// SwiftParser's `isLeftBound`: whether the operator at `start` touches the token before it.
    private func isLeftBound(_ start: Int) -> Bool {
        guard start > 0 else { return false }
        switch bytes[start - 1] {
        case .space, .carriageReturn, .newline, .tab, .openParen, .openBracket, .openBrace, .comma, .semicolon,
            .colon, 0x00:
            return false
        case .slash:
            return !(start >= 2 && bytes[start - 2] == .star)
        case 0xA0:
            return !(start >= 2 && bytes[start - 2] == 0xC2)
        default:
            return true
        }
    }

    /// SwiftParser's `isRightBound`: whether the operator ending at `end` touches the token after it.
    private func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < count else { return false }
        switch bytes[end] {
        case .space, .carriageReturn, .newline, .tab, .closeParen, .closeBracket, .closeBrace, .comma,
            .semicolon, .colon, 0x00:
            return false
        case .dot:
            return !leftBound
        case .slash:
            return !(end + 1 < count && (bytes[end + 1] == .slash || bytes[end + 1] == .star))
        case 0xC2:
            return !(end + 1 < count && bytes[end + 1] == 0xA0)
        default:
            return true
        }
    }

    // MARK: - Directives and raw literals

    private mutating func pound() {
        var hashes = 0
        while index < count, bytes[index] == .hash {
            hashes += 1
            index += 1
        }
        guard index < count else {
            mark(.continuation, operand: true)
            return
        }
        let byte = bytes[index]
        if byte == .quote {
            skipString(hashes: hashes)
            mark(.terminal, operand: true)
            return
        }
        if byte == .slash {
            skipExtendedRegex(hashes: hashes)
            mark(.terminal, operand: true)
            return
        }
        guard hashes == 1, byte.isIdentifierStart else {
            mark(.continuation, operand: true)
            return
        }
        let wordStart = index
        while index < count, bytes[index].isIdentifierContinuation { index += 1 }
        let length = index - wordStart
        switch length {
        case 2 where matches(wordStart, "if"):
            conditionalDepth += 1
            conditionalBracketDepths.append(bracketDepth)
            openBranches.append(ConditionalBranch(excluded: [], condition: directiveCondition()))
            mark(.directive, operand: false)
        case 6 where matches(wordStart, "elseif"):
            if let depth = conditionalBracketDepths.last { bracketDepth = depth }
            let condition = directiveCondition()
            if let branch = openBranches.popLast() {
                openBranches.append(ConditionalBranch(excluded: branch.conditions, condition: condition))
            }
            mark(.directive, operand: false)
        case 4 where matches(wordStart, "else"):
            if let depth = conditionalBracketDepths.last { bracketDepth = depth }
            if let branch = openBranches.popLast() {
                openBranches.append(ConditionalBranch(excluded: branch.conditions, condition: nil))
            }
            mark(.directive, operand: false)
        case 5 where matches(wordStart, "endif"):
            conditionalDepth = max(0, conditionalDepth - 1)
            openBranches.removeLast(min(1, openBranches.count))
            if let depth = conditionalBracketDepths.popLast() { bracketDepth = depth }
            mark(.directive, operand: false)
        default:
            mark(.terminal, operand: true)
        }
    }

    /// Reads the rest of a `#if` or `#elseif` line up to a comment or the line's end: the condition as
    /// written, trimmed.
    private mutating func directiveCondition() -> String {
        var start = index
        skipDirectiveCondition()
        var end = index
        while start < end, bytes[start] == .space || bytes[start] == .tab { start += 1 }
        while end > start, bytes[end - 1] == .space || bytes[end - 1] == .tab { end -= 1 }
        return string(start, end)
    }

    /// Skips the rest of a `#if` line up to a comment or the line's end.
    private mutating func skipDirectiveCondition() {
        while index < count {
            let byte = bytes[index]
            if byte == .newline || byte == .carriageReturn { return }
            if byte == .slash, peek(1) == .slash || peek(1) == .star { return }
            if byte == .quote {
                skipString(hashes: 0)
                continue
            }
            index += 1
        }
    }

    /// Skips `#/.../#` (any number of `#`), the opening `#`s already consumed.
    private mutating func skipExtendedRegex(hashes: Int) {
        index += 1
        while index < count {
            let byte = bytes[index]
            if byte == .newline || byte == .carriageReturn {
                lineBreak()
                continue
            } else if byte == .backslash {
                index += 2
                continue
            } else if byte == .slash, closingHashes(at: index + 1, hashes) {
                index += 1 + hashes
                return
            }
            index += 1
        }
    }

    // MARK: - Strings

    /// What a skip is inside: a string literal, or the parentheses of an interpolation or of
    /// attribute arguments. Skipping keeps a stack of them rather than recursing, so that no depth of
    /// strings in interpolations in strings can exhaust the call stack.
    private enum Nesting {
        case string(hashes: Int, multiline: Bool)
        case parentheses(depth: Int)
    }

    /// Skips a string literal, `index` at its first `"`, with `hashes` raw delimiters already
    /// consumed before it. Interpolations are lexed, so strings inside them end where they should.
    private mutating func skipString(hashes: Int) {
        var stack = [openString(hashes: hashes)]
        skipNested(&stack)
    }

    /// Skips to the `)` that closes an already consumed `(`, through nested parentheses, strings and
    /// comments (the body of an interpolation or of attribute arguments).
    private mutating func skipBalancedParentheses() {
        var stack = [Nesting.parentheses(depth: 1)]
        skipNested(&stack)
    }

    /// Consumes a string's opening quotes, `index` at the first.
    private mutating func openString(hashes: Int) -> Nesting {
        let multiline = peek(1) == .quote && peek(2) == .quote
        index += multiline ? 3 : 1
        return .string(hashes: hashes, multiline: multiline)
    }

    /// Skips until `stack` is empty (or the file ends): the innermost nesting first.
    private mutating func skipNested(_ stack: inout [Nesting]) {
        while index < count, let innermost = stack.last {
            switch innermost {
            case .string(let hashes, let multiline):
                skipStringByte(hashes: hashes, multiline: multiline, &stack)
            case .parentheses(let depth):
                skipParenthesesByte(depth: depth, &stack)
            }
        }
    }

    private mutating func skipStringByte(hashes: Int, multiline: Bool, _ stack: inout [Nesting]) {
        switch bytes[index] {
        case .newline, .carriageReturn:
            guard multiline else {
                stack.removeLast()
                return
            }
            lineBreak()
        case .backslash:
            index += 1
            guard closingHashes(at: index, hashes) else { return }
            index += hashes
            guard index < count else { return }
            if bytes[index] == .openParen {
                index += 1
                stack.append(.parentheses(depth: 1))
            } else if bytes[index] != .newline && bytes[index] != .carriageReturn {
                index += 1
            }
        case .quote:
            if multiline {
                if peek(1) == .quote, peek(2) == .quote, closingHashes(at: index + 3, hashes) {
                    index += 3 + hashes
                    stack.removeLast()
                    return
                }
                index += 1
            } else {
                index += 1
                if closingHashes(at: index, hashes) {
                    index += hashes
                    stack.removeLast()
                }
            }
        default:
            index += 1
        }
    }

    private mutating func skipParenthesesByte(depth: Int, _ stack: inout [Nesting]) {
        switch bytes[index] {
        case .openParen:
            stack[stack.count - 1] = .parentheses(depth: depth + 1)
            index += 1
        case .closeParen:
            index += 1
            if depth == 1 {
                stack.removeLast()
            } else {
                stack[stack.count - 1] = .parentheses(depth: depth - 1)
            }
        case .quote:
            stack.append(openString(hashes: 0))
        case .hash:
            var hashes = 0
            while index < count, bytes[index] == .hash {
                hashes += 1
                index += 1
            }
            if index < count, bytes[index] == .quote { stack.append(openString(hashes: hashes)) }
        case .slash where peek(1) == .slash:
            lineComment()
        case .slash where peek(1) == .star:
            blockComment()
        case .newline, .carriageReturn:
            lineBreak()
        default:
            index += 1
        }
    }

    private func closingHashes(at position: Int, _ hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard position + hashes <= count else { return false }
        for offset in 0..<hashes where bytes[position + offset] != .hash { return false }
        return true
    }

    // MARK: - Comments

    private mutating func lineComment() {
        let start = index
        index += 2
        while index < count, bytes[index] != .newline, bytes[index] != .carriageReturn { index += 1 }
        recordSuppression(commentStart: start, bodyStart: start + 2, end: index)
    }

    private mutating func blockComment() {
        index += 2
        var depth = 1
        while index < count {
            let byte = bytes[index]
            if byte == .newline || byte == .carriageReturn {
                lineBreak()
            } else if byte == .slash, peek(1) == .star {
                depth += 1
                index += 2
            } else if byte == .star, peek(1) == .slash {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    private mutating func recordSuppression(commentStart: Int, bodyStart: Int, end: Int) {
        guard !lookingAhead else { return }
        var position = bodyStart
        while position < end, bytes[position] == .slash || bytes[position] == .space || bytes[position] == .tab {
            position += 1
        }
        let marker = Suppression.marker
        guard position + marker.utf8.count <= end, matches(position, marker) else { return }
        position += marker.utf8.count
        if position < end, bytes[position].isIdentifierContinuation || bytes[position] == .hyphen { return }
        var reason = string(position, end)
        while let first = reason.first, first == " " || first == "\t" || first == ":" || first == "-" {
            reason.removeFirst()
        }
        while let last = reason.last, last == " " || last == "\t" || last == "\r" { reason.removeLast() }
        suppressions.append(
            Suppression(
                location: SourceLocation(line: line, column: commentStart - lineStart + 1),
                reason: reason,
                isTrailing: previous != .start && previousLine == line
            )
        )
    }

    // MARK: - Helpers

    private mutating func skipBacktickIdentifier() {
        index += 1
        while index < count, bytes[index] != .backtick, bytes[index] != .newline, bytes[index] != .carriageReturn {
            index += 1
        }
        if index < count, bytes[index] == .backtick { index += 1 }
    }

    /// Consumes the line break at `index`: `\n`, `\r` or `\r\n`, one line each.
    private mutating func lineBreak() {
        if bytes[index] == .carriageReturn, peek(1) == .newline { index += 1 }
        index += 1
        line += 1
        lineStart = index
    }

    private mutating func mark(_ token: Previous, operand: Bool) {
        previous = token
        previousLine = line
        operandEnded = operand
        previousWordStart = -1
        if !pendingAttributes.isEmpty { pendingAttributes = [] }
        pendingAccess = nil
    }

    private mutating func markWord(_ start: Int, _ length: Int) {
        mark(.terminal, operand: true)
        previousWordStart = start
        previousWordLength = length
    }

    private func peek(_ offset: Int) -> UInt8? {
        let position = index + offset
        return position < count ? bytes[position] : nil
    }

    private func matches(_ start: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard start + length <= count else { return false }
        let pointer = word.utf8Start
        for offset in 0..<length where bytes[start + offset] != pointer[offset] { return false }
        return true
    }

    private func matches(_ start: Int, _ word: String) -> Bool {
        var position = start
        for byte in word.utf8 {
            guard position < count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    private func string(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}

extension UInt8 {
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let star = UInt8(ascii: "*")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let exclamation = UInt8(ascii: "!")
    fileprivate static let backtick = UInt8(ascii: "`")
    fileprivate static let at = UInt8(ascii: "@")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let dollar = UInt8(ascii: "$")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate static let semicolon = UInt8(ascii: ";")
    fileprivate static let hyphen = UInt8(ascii: "-")
    fileprivate static let greater = UInt8(ascii: ">")
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")
    fileprivate static let openParen = UInt8(ascii: "(")
    fileprivate static let closeParen = UInt8(ascii: ")")
    fileprivate static let openBracket = UInt8(ascii: "[")
    fileprivate static let closeBracket = UInt8(ascii: "]")

    fileprivate var isIdentifierStart: Bool {
        let lower = self | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || self == UInt8(ascii: "_") || self >= 0x80
    }

    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    fileprivate var isIdentifierContinuation: Bool { isIdentifierStart || isDigit }

    fileprivate var isOperator: Bool {
        switch self {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}
