import Foundation

/// How a JSON file store tells its own file from someone else's before it changes anything: by the
/// keys of the envelope it writes (`version` and `timestamp` with the feed's `images` or the
/// resource's `resource`), which every release so far has written.
///
/// - A JSON object without them all is **foreign**: the store leaves it untouched.
/// - Anything else it cannot decode (not JSON, not an object, an envelope that does not decode, an
///   unknown version) is **unreadable**: moved aside to `<name>.corrupt-<timestamp>`, as the SQLite
///   store does with a file that is not a database, never deleted nor overwritten.
enum JSONEnvelope {
    /// Whether `contents` is a JSON object that lacks one of `keys`.
    static func isForeign(_ contents: Data, keys: Set<String>) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: contents) as? [String: Any] else { return false }
        return !keys.isSubset(of: object.keys)
    }
}
