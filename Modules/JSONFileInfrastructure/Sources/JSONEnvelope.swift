import Foundation

/// How a JSON file store tells its own file from someone else's before it changes anything: by the
/// mark it writes first in every file, `{"format":"<the store's format>"` (the keys are sorted), or,
/// in a file of an earlier release that has no mark, by the keys of its envelope (`version` and
/// `timestamp` with the feed's `images` or the resource's `resource`).
///
/// - A file with neither (a text file, an empty file, a JSON value that is no such envelope, a JSON
///   object whose `format` is another) is **foreign**: the store leaves it untouched.
/// - An envelope whose `version` is an integer above the store's is a **newer version's**: the store
///   neither reads, writes, moves nor deletes it (``NewerStoreVersionError``).
/// - The store's own file that it cannot decode (cut short after its mark, an envelope that does not
///   decode, an unknown older version) is **unreadable**: moved aside to `<name>.corrupt-<timestamp>`,
///   as the SQLite store does with its own damaged database, never deleted nor overwritten.
enum JSONEnvelope {
    /// Checks that `contents`, the store's file at `url`, is the store's own and of no newer version
    /// than `currentVersion`.
    ///
    /// - Parameters:
    ///   - format: the mark the store writes in its `format` key.
    ///   - keys: the envelope's keys in a file of an earlier release, which has no mark.
    /// - Throws: ``NotThisStoresFileError`` for a file without the mark nor the envelope,
    ///   ``NewerStoreVersionError`` for an envelope of a newer version.
    static func checkOwn(_ contents: Data, format: String, keys: Set<String>, currentVersion: Int, at url: URL)
        throws
    {
        guard let object = try? JSONSerialization.jsonObject(with: contents) as? [String: Any] else {
            guard contents.starts(with: mark(of: format)) else { throw NotThisStoresFileError(url: url) }
            return
        }
        if let found = object["format"] {
            guard found as? String == format else { throw NotThisStoresFileError(url: url) }
        } else {
            guard keys.isSubset(of: object.keys) else { throw NotThisStoresFileError(url: url) }
        }
        guard let version = object["version"] as? Int, version > currentVersion else { return }
        throw NewerStoreVersionError(url: url, version: version, currentVersion: currentVersion)
    }

    /// How every file of `format` the store writes begins.
    static func mark(of format: String) -> Data {
        Data(#"{"format":"\#(format)""#.utf8)
    }
}
