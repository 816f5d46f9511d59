import Foundation

/// Encodes what the terminal apps print with `--json` as their documented JSON:
/// pretty-printed, keys sorted, slashes unescaped, dates in ISO 8601.
public enum DocumentJSONEncoder {
    /// `document` as UTF-8 JSON text, without a trailing newline.
    public static func string(from document: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }
}
