/// The bytes to delete from a manifest to remove one entry of a target's `dependencies:` list, found
/// through the manifest's tokens: the entry is the whole list element around the dependency's name
/// (`"Core"`, `.target(name: "Core")`, `.product(name: "Core", package: "core", condition: …)`,
/// `.byName(name: "Core")`), with its separating comma, and with its lines when it has them to itself.
/// Anything else (a name built by code, a list held in a variable) is refused with the reason.
package struct DependencyEntryRemoval {
    /// The bytes to delete.
    package let range: Range<Int>

    /// Why an entry cannot be removed.
    package struct Refusal: Error, Equatable {
        package var reason: String
    }

    /// The removal of the entry naming `name` whose name literal starts at `location` in `bytes`.
    package static func find(name: String, at location: SourceLocation, in bytes: [UInt8]) -> Result<Self, Refusal> {
        let manifest = ManifestTokens(bytes)
        let tokens = manifest.tokens
        guard let offset = offset(of: location, in: bytes),
            let literal = tokens.firstIndex(where: { $0.range.lowerBound == offset }),
            tokens[literal].kind == .string(name)
        else { return .failure(Refusal(reason: "no string literal \"\(name)\" at that place")) }
        guard let list = enclosingDependencyList(of: literal, in: tokens) else {
            return .failure(Refusal(reason: "\"\(name)\" is not in a `dependencies: [...]` list"))
        }
        let (start, end) = element(around: literal, from: list.open, to: list.close, in: tokens)
        guard isEntry(naming: literal, tokens[start...end]) else {
            return .failure(Refusal(reason: "the entry is not a plain string literal, .target, .product or .byName"))
        }
        let comma = end + 1 < list.close && tokens[end + 1].kind == .comma ? end + 1 : nil
        let previousComma = start - 1 > list.open && tokens[start - 1].kind == .comma ? start - 1 : nil
        return .success(
            DependencyEntryRemoval(
                range: span(
                    from: tokens[start].range.lowerBound,
                    to: (comma.map { tokens[$0] } ?? tokens[end]).range.upperBound,
                    previousComma: comma == nil ? previousComma.map { tokens[$0].range.lowerBound } : nil,
                    in: bytes)))
    }

    /// The byte offset of a location whose column counts UTF-8 bytes from 1.
    private static func offset(of location: SourceLocation, in bytes: [UInt8]) -> Int? {
        var line = 1
        var index = 0
        while line < location.line, index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        let offset = index + location.column - 1
        return line == location.line && bytes.indices.contains(offset) ? offset : nil
    }

    /// The innermost `[` around token `index` that follows `dependencies:`, with its matching `]`.
    private static func enclosingDependencyList(of index: Int, in tokens: [ManifestTokens.Token])
        -> (open: Int, close: Int)?
    {
        var depth = 0
        var cursor = index - 1
        while cursor >= 0 {
            switch tokens[cursor].kind {
            case .close: depth += 1
            case .open where depth > 0:
                depth -= 1
            case .open(let bracket):
                guard bracket == UInt8(ascii: "["), cursor >= 2,
                    tokens[cursor - 1].kind == .punctuation(UInt8(ascii: ":")),
                    tokens[cursor - 2].kind == .word("dependencies")
                else {
                    cursor -= 1
                    continue
                }
                guard let close = matchingClose(of: cursor, in: tokens) else { return nil }
                return (cursor, close)
            default: break
            }
            cursor -= 1
        }
        return nil
    }

    /// The token that closes the bracket opened at `open`.
    private static func matchingClose(of open: Int, in tokens: [ManifestTokens.Token]) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            switch tokens[index].kind {
            case .open: depth += 1
            case .close:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// The first and last token of the list element (between the list's commas) that holds `index`.
    private static func element(around index: Int, from open: Int, to close: Int, in tokens: [ManifestTokens.Token])
        -> (start: Int, end: Int)
    {
        var start = open + 1
        var depth = 0
        var cursor = open + 1
        var found: (Int, Int)?
        while cursor < close, found == nil {
            switch tokens[cursor].kind {
            case .open: depth += 1
            case .close: depth -= 1
            case .comma where depth == 0:
                if index < cursor { found = (start, cursor - 1) }
                start = cursor + 1
            default: break
            }
            cursor += 1
        }
        return found ?? (start, close - 1)
    }

    /// Whether `element` is the string literal at `literal`, or a `.target`, `.product` or `.byName`
    /// call whose `name:` is that literal.
    private static func isEntry(naming literal: Int, _ element: ArraySlice<ManifestTokens.Token>) -> Bool {
        if element.count == 1 { return element.startIndex == literal }
        let tokens = Array(element)
        guard tokens.count >= 6, tokens[0].kind == .punctuation(UInt8(ascii: ".")),
            [.word("target"), .word("product"), .word("byName")].contains(tokens[1].kind),
            tokens[2].kind == .open(UInt8(ascii: "(")), tokens.last?.kind == .close(UInt8(ascii: ")")),
            tokens[3].kind == .word("name"), tokens[4].kind == .punctuation(UInt8(ascii: ":"))
        else { return false }
        return element.startIndex + 5 == literal
    }

    /// The bytes from `start` to `end`, widened to whole lines when nothing else is on them, or else
    /// to the blanks after (or, for a last element, the comma and blanks before).
    private static func span(from start: Int, to end: Int, previousComma: Int?, in bytes: [UInt8]) -> Range<Int> {
        let blank: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t")]
        var lineStart = start
        while lineStart > 0, blank.contains(bytes[lineStart - 1]) { lineStart -= 1 }
        var lineEnd = end
        while lineEnd < bytes.count, blank.contains(bytes[lineEnd]) || bytes[lineEnd] == UInt8(ascii: "\r") {
            lineEnd += 1
        }
        let aloneBefore = lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n")
        let aloneAfter = lineEnd == bytes.count || bytes[lineEnd] == UInt8(ascii: "\n")
        if aloneBefore, aloneAfter {
            return lineStart..<min(lineEnd + 1, bytes.count)
        }
        if let previousComma {
            return previousComma..<end
        }
        var after = end
        while after < bytes.count, blank.contains(bytes[after]) { after += 1 }
        return start..<after
    }
}
