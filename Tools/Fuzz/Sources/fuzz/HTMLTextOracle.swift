import WebSupport

/// The HTML escaper's properties for any text, valid UTF-8 or not (decoded with replacement, as a
/// `String` from upstream would be): the escaped text holds no `<`, `>`, `"` or `'` byte and no `&`
/// that does not start one of the five references, and replacing the references back gives the text.
enum HTMLTextOracle {
    private static let references: [(reference: [UInt8], character: UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")),
        (Array("&gt;".utf8), UInt8(ascii: ">")),
        (Array("&amp;".utf8), UInt8(ascii: "&")),
        (Array("&quot;".utf8), UInt8(ascii: "\"")),
        (Array("&#39;".utf8), UInt8(ascii: "'")),
    ]

    static func check(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        let escaped = Array(HTMLText.escaped(text).utf8)
        var unescaped: [UInt8] = []
        var index = 0
        while index < escaped.count {
            let byte = escaped[index]
            precondition(!"<>\"'".utf8.contains(byte), "a markup byte left at \(index) of \(escaped)")
            if byte == UInt8(ascii: "&") {
                guard let match = references.first(where: { escaped[index...].starts(with: $0.reference) }) else {
                    preconditionFailure("an '&' that starts no reference at \(index) of \(escaped)")
                }
                unescaped.append(match.character)
                index += match.reference.count
            } else {
                unescaped.append(byte)
                index += 1
            }
        }
        precondition(unescaped == Array(text.utf8), "the escaped text does not read back as the text")
    }
}
