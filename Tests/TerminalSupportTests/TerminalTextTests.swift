import Foundation
import TerminalSupport
import Testing

/// Payload text on its way to a terminal: what would act on the terminal shows instead.
struct TerminalTextTests {
    @Test(arguments: [
        ("\u{1B}]52;c;aGVsbG8=\u{07}caption", "\u{FFFD}]52;c;aGVsbG8=\u{FFFD}caption"),
        ("before\u{1B}[2Jafter", "before\u{FFFD}[2Jafter"),
        ("\u{9B}31m red", "\u{FFFD}31m red"),
        ("admin\u{202E}gpj.exe", "admin\u{FFFD}gpj.exe"),
        ("\u{2066}isolated\u{2069}", "\u{FFFD}isolated\u{FFFD}"),
        ("bell\u{07} nul\u{00} del\u{7F}", "bell\u{FFFD} nul\u{FFFD} del\u{FFFD}"),
    ])
    func replacesWhatWouldActOnTheTerminal(text: String, expected: String) {
        #expect(TerminalText.sanitized(text) == expected)
    }

    @Test func keepsLinesTabsAndEveryOtherCharacter() {
        let text = "Ελένη · São Paulo\n\t📍 日本 — “quoted” ✓"

        #expect(TerminalText.sanitized(text) == text)
    }

    /// JSON stays exact: the characters are escapes in the text, the same characters once decoded.
    @Test func jsonEscapesThemAndDecodesBackToTheSameText() throws {
        struct Document: Codable, Equatable { let description: String }
        let document = Document(description: "\u{1B}]52;c;x\u{07} \u{9B} \u{202E} fine")

        let json = try DocumentJSONEncoder.string(from: document)

        #expect(TerminalText.sanitized(json) == json)
        #expect(try JSONDecoder().decode(Document.self, from: Data(json.utf8)) == document)
    }
}
