/// Text made safe for one line of a line-based report (text, compiler diagnostics): a file name or a
/// message that holds a line break or another control character cannot start a line of its own, which
/// a reader (a person, an IDE, CI) would take for another finding. Works on Unicode scalars: a `\r\n`
/// pair is one `Character` but two breaks to a terminal.
enum SingleLine {
    /// `text` with each control character and line separator written as a visible escape (`\n`,
    /// `\r`, `\t`, else `\u{…}`).
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.append(scalar)
                continue
            }
            let escape =
                switch scalar {
                case "\n": "\\n"
                case "\r": "\\r"
                case "\t": "\\t"
                default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                }
            result.append(contentsOf: escape.unicodeScalars)
        }
        return String(result)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || [0x85, 0x2028, 0x2029].contains(scalar.value)
    }
}
