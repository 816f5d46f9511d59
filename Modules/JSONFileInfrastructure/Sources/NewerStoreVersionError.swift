import Foundation

/// The store's file was written by a newer version of the app, in a format version this one does not
/// know. The store neither reads nor writes it, and it is no unreadable cache: nothing deletes it or
/// moves it aside, so the newer version finds it as it left it.
public struct NewerStoreVersionError: Error, Equatable, CustomStringConvertible {
    /// The store's file.
    public let url: URL
    /// The file's format version.
    public let version: Int
    /// The newest format version this app reads and writes.
    public let currentVersion: Int

    /// The error for the file at `url`, of format `version`, read by an app of `currentVersion`.
    public init(url: URL, version: Int, currentVersion: Int) {
        self.url = url
        self.version = version
        self.currentVersion = currentVersion
    }

    /// What was found and that nothing changed, in plain English: the reason an app shows.
    public var description: String {
        "\(url.path(percentEncoded: false)) was written by a newer version of this app (format \(version); this "
            + "version knows \(currentVersion)), which this version leaves untouched; nothing was changed. Use the "
            + "newer version, or choose another store path"
    }
}
