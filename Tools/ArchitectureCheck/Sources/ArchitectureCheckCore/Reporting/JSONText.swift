import Foundation

/// Pretty-printed JSON with sorted keys and unescaped slashes, ending in a newline.
enum JSONText {
    /// `object` (made of dictionaries, arrays, strings, numbers and booleans) as JSON text.
    static func render(_ object: Any) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object,
                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            )
        else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
