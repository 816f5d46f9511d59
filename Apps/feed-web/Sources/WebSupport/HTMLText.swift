/// Text made safe for an HTML page, in element content and in quoted attribute values alike.
///
/// Escaping works on UTF-8 bytes, not on `Character`s: a `<`, `>`, `&`, `"` or `'` that shares a
/// grapheme cluster with its neighbours (after a Prepend character such as U+0600, before a combining
/// mark such as U+0301) is still a markup character to an HTML parser, which reads code points.
/// Each of the five is one ASCII byte, and no byte of a multi-byte UTF-8 sequence is ASCII, so a
/// byte-wise replacement catches every one of them.
public enum HTMLText {
    /// `text` with `<`, `>`, `&`, `"` and `'` replaced by their character references.
    public static func escaped(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.contains(where: { reference(for: $0) != nil }) else {
                return String(decoding: bytes, as: UTF8.self)
            }
            var escaped: [UInt8] = []
            escaped.reserveCapacity(bytes.count + 16)
            for byte in bytes {
                if let reference = reference(for: byte) {
                    escaped.append(contentsOf: reference)
                } else {
                    escaped.append(byte)
                }
            }
            return String(decoding: escaped, as: UTF8.self)
        }
    }

    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let ampersand = Array("&amp;".utf8)
    private static let quotationMark = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)

    private static func reference(for byte: UInt8) -> [UInt8]? {
        switch byte {
        case UInt8(ascii: "<"): lessThan
        case UInt8(ascii: ">"): greaterThan
        case UInt8(ascii: "&"): ampersand
        case UInt8(ascii: "\""): quotationMark
        case UInt8(ascii: "'"): apostrophe
        default: nil
        }
    }
}
