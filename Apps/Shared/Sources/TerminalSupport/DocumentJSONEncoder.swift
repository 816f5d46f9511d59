import Foundation

/// Encodes what the terminal apps print with `--json` as their documented JSON:
/// pretty-printed, keys sorted, slashes unescaped, dates in ISO 8601.
public enum DocumentJSONEncoder {
    /// `document` as UTF-8 JSON text, without a trailing newline. Every character a terminal would act
    /// on (see ``TerminalText``) is written as a `\uXXXX` escape, which JSON reads back as the same
    /// character: the document is exact, and safe to print.
    public static func string(from document: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let json = String(decoding: try encoder.encode(document), as: UTF8.self)
        guard json.unicodeScalars.contains(where: TerminalText.isUnsafe) else { return json }
        var escaped = ""
        for scalar in json.unicodeScalars {
            if TerminalText.isUnsafe(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: false)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
