import Foundation

/// How a JSON file store tells its own file from someone else's before it changes anything: by the
/// keys of the envelope it writes (`version` and `timestamp` with the feed's `images` or the
/// resource's `resource`), which every release so far has written.
///
/// - A JSON object without them all is **foreign**: the store leaves it untouched.
/// - An envelope whose `version` is an integer above the store's is a **newer version's**: the store
///   neither reads, writes, moves nor deletes it (``NewerStoreVersionError``).
/// - Anything else it cannot decode (not JSON, not an object, an envelope that does not decode, an
///   unknown older version) is **unreadable**: moved aside to `<name>.corrupt-<timestamp>`, as the
///   SQLite store does with a file that is not a database, never deleted nor overwritten.
enum JSONEnvelope {
    /// Whether `contents` is a JSON object that lacks one of `keys`.
    static func isForeign(_ contents: Data, keys: Set<String>) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: contents) as? [String: Any] else { return false }
        return !keys.isSubset(of: object.keys)
    }

    /// Checks that `contents`, the store's file at `url`, is the store's own and of no newer version
    /// than `currentVersion`.
    ///
    /// - Throws: ``NotThisStoresFileError`` for a JSON object without `keys`, ``NewerStoreVersionError``
    ///   for an envelope of a newer version.
    static func checkOwn(_ contents: Data, keys: Set<String>, currentVersion: Int, at url: URL) throws {
        guard !isForeign(contents, keys: keys) else { throw NotThisStoresFileError(url: url) }
        guard
            let object = try? JSONSerialization.jsonObject(with: contents) as? [String: Any],
            let version = object["version"] as? Int, version > currentVersion
        else { return }
        throw NewerStoreVersionError(url: url, version: version, currentVersion: currentVersion)
    }
}
