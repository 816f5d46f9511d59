/// The tokens of a manifest as Swift reads them, enough to edit a list of it: string literals (plain,
/// multi-line and raw, with their interpolations), words, brackets, commas and other punctuation, each
/// with its byte range; comments and blanks are skipped. The manifest is read as UTF-8 bytes, so that
/// an edit keeps every other byte, line ending and comment as it was.
struct ManifestTokens {
    /// One token.
    struct Token: Equatable {
        /// What kind of token it is.
        enum Kind: Equatable {
            /// A string literal, with its text between the delimiters (escapes as written).
            case string(String)
            /// An identifier, keyword or `#directive`.
            case word(String)
            /// `(`, `[` or `{`.
            case open(UInt8)
            /// `)`, `]` or `}`.
            case close(UInt8)
            /// `,`.
            case comma
            /// Any other byte: `.`, `:`, an operator's.
            case punctuation(UInt8)
        }
        var kind: Kind
        /// The token's bytes in the manifest.
        var range: Range<Int>
    }

    let bytes: [UInt8]
    private(set) var tokens: [Token] = []

    /// Reads the tokens of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var index = 0
        while index < bytes.count {
            index = readToken(at: index)
        }
    }

    /// Reads the token (or the blank or comment) at `index` and returns where the next one starts.
    private mutating func readToken(at index: Int) -> Int {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            return index + 1
        case UInt8(ascii: "/") where peek(index + 1) == UInt8(ascii: "/"):
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            return end
        case UInt8(ascii: "/") where peek(index + 1) == UInt8(ascii: "*"):
            return blockCommentEnd(from: index)
        case UInt8(ascii: "\""):
            return readString(at: index)
        case UInt8(ascii: "#") where startsString(at: index):
            return readString(at: index)
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            tokens.append(Token(kind: .open(byte), range: index..<index + 1))
            return index + 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            tokens.append(Token(kind: .close(byte), range: index..<index + 1))
            return index + 1
        case UInt8(ascii: ","):
            tokens.append(Token(kind: .comma, range: index..<index + 1))
            return index + 1
        default:
            guard Self.isWordByte(byte) || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "`") else {
                tokens.append(Token(kind: .punctuation(byte), range: index..<index + 1))
                return index + 1
            }
            var end = index + 1
            while end < bytes.count, Self.isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: "`") { end += 1 }
            let word = String(decoding: bytes[index..<end], as: UTF8.self)
            tokens.append(Token(kind: .word(word.filter { $0 != "`" }), range: index..<end))
            return end
        }
    }

    /// Reads the string literal at `index` and returns where the next token starts.
    private mutating func readString(at index: Int) -> Int {
        let (end, text) = stringEnd(from: index)
        tokens.append(Token(kind: .string(text), range: index..<end))
        return end
    }

    private func peek(_ index: Int) -> UInt8? {
        bytes.indices.contains(index) ? bytes[index] : nil
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// Whether a string literal starts at `index`: a `"`, or `#`s then a `"` (a raw string).
    private func startsString(at index: Int) -> Bool {
        var end = index
        while peek(end) == UInt8(ascii: "#") { end += 1 }
        return peek(end) == UInt8(ascii: "\"")
    }

    /// The end of the block comment at `start` (nested ones included).
    private func blockCommentEnd(from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// The end of the string literal at `start`, and its text: `#`s for a raw string, `"""` for a
    /// multi-line one; an interpolation's parentheses (and any string inside them) are skipped whole.
    private func stringEnd(from start: Int) -> (end: Int, text: String) {
        var index = start
        var hashes = 0
        while bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiline = peek(index + 1) == UInt8(ascii: "\"") && peek(index + 2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        index += quotes
        let textStart = index
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), closesWithHashes(at: index + 1, hashes) {
                index += 1 + hashes
                if peek(index) == UInt8(ascii: "(") {
                    index = interpolationEnd(from: index)
                } else {
                    index += 1
                }
                continue
            }
            if bytes[index] == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ peek(index + $0) == UInt8(ascii: "\"") }),
                closesWithHashes(at: index + quotes, hashes)
            {
                let text = String(decoding: bytes[textStart..<index], as: UTF8.self)
                return (index + quotes + hashes, text)
            }
            if !multiline, bytes[index] == UInt8(ascii: "\n") { break }
            index += 1
        }
        return (index, String(decoding: bytes[textStart..<index], as: UTF8.self))
    }

    /// Whether `hashes` `#`s follow at `index`.
    private func closesWithHashes(at index: Int, _ hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { peek(index + $0) == UInt8(ascii: "#") }
    }

    /// The end of the interpolation whose `(` is at `start`.
    private func interpolationEnd(from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                depth -= 1
                index += 1
                if depth == 0 { return index }
            case UInt8(ascii: "\""):
                index = stringEnd(from: index).end
            case UInt8(ascii: "#") where startsString(at: index):
                index = stringEnd(from: index).end
            default:
                index += 1
            }
        }
        return index
    }
}
