import Testing
import WebSupport

/// The one HTML escaper of every page: each `<`, `>`, `&`, `"` and `'` becomes a character reference,
/// also where it shares a grapheme cluster with its neighbours, and nothing else changes.
@Suite("HTML text")
struct HTMLTextTests {
    @Test(arguments: [
        ("<a href=\"x\">'&'</a>", "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"),
        ("\u{0600}<meta>", "\u{0600}&lt;meta&gt;"),
        ("\"\u{0301} onerror=x", "&quot;\u{0301} onerror=x"),
        ("<\u{0301}b>\u{0301}", "&lt;\u{0301}b&gt;\u{0301}"),
        ("&\u{0301}amp;", "&amp;\u{0301}amp;"),
        ("'\u{20DD}", "&#39;\u{20DD}"),
        ("Καλημέρα 👩🏽‍💻 São Paulo", "Καλημέρα 👩🏽‍💻 São Paulo"),
        ("", ""),
    ])
    func escapesEveryMarkupCharacterWhateverSurroundsIt(text: String, escaped: String) {
        #expect(Array(HTMLText.escaped(text).utf8) == Array(escaped.utf8))
    }

    @Test func leavesNoMarkupByteInAnyText() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["<", ">", "&", "\"", "'", "\u{0600}", "\u{0301}", "\u{200D}", "a", "é", "🇬🇷", "\r\n", "\u{0}"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let escaped = Array(HTMLText.escaped(text).utf8)

            #expect(!escaped.contains { [60, 62, 34, 39].contains($0) }, "\(text.debugDescription)")
            #expect(Self.resolved(escaped) == Array(text.utf8), "\(text.debugDescription)")
        }
    }

    /// `bytes` with the five references turned back into characters.
    private static func resolved(_ bytes: [UInt8]) -> [UInt8] {
        var text = String(decoding: bytes, as: UTF8.self)
        for (reference, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = String(
                decoding: Self.replacing(Array(reference.utf8), with: Array(character.utf8), in: Array(text.utf8)),
                as: UTF8.self)
        }
        return Array(text.utf8)
    }

    private static func replacing(_ target: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if index + target.count <= bytes.count, Array(bytes[index..<index + target.count]) == target {
                result += replacement
                index += target.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }
}
