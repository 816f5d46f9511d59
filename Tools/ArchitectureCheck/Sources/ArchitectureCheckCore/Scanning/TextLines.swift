/// The lines of a text as ``SourceLocation`` counts them: split at each line feed (U+000A) among the
/// text's Unicode scalars, as the import lexer and the manifest locator count lines on UTF-8 bytes.
///
/// Never split at `Character`s: in Swift `"\r\n"` is one `Character`, so splitting a CRLF text at the
/// `Character` `"\n"` finds a single line, and a line number counted on bytes then indexes past it.
enum TextLines {
    /// The lines of `text`, the line feeds removed and a carriage return before one kept at the end of
    /// its line (so that joining them with `"\n"` gives `text` back); the line after a final line feed
    /// is empty.
    static func split(_ text: String) -> [Substring] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
    }

    /// `line` without the carriage return that ends it, if any, and that carriage return (or `""`).
    static func separatingCarriageReturn(_ line: String) -> (content: String, ending: String) {
        guard line.unicodeScalars.last == "\r" else { return (line, "") }
        return (String(String.UnicodeScalarView(line.unicodeScalars.dropLast())), "\r")
    }
}
