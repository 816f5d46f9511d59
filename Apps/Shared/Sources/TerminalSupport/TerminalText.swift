/// Text from a payload made safe to write to a terminal: a description holding `ESC ] 52 ; c ; … BEL`
/// would otherwise write the user's clipboard, `ESC [ 2 J` clear the screen, and a right-to-left
/// override make a line read differently from what it holds.
public enum TerminalText {
    /// `text` with every control character but line feed and tab (C0, DEL, C1, which begin escape
    /// sequences) and every bidirectional override or isolate replaced by U+FFFD, so that what it
    /// meant to do shows instead of happening.
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isUnsafe(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }

    /// Whether `scalar` acts on a terminal or on the direction of the text around it, rather than
    /// showing as a character.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
