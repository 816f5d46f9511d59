import Foundation

/// A SQLite store found at its path something it did not write: a file without SQLite's header, a
/// database without the store's schema (another program's), or something that is no regular file (a
/// named pipe, a device, a socket, a folder). The store neither opened it for writing nor moved it:
/// nothing was changed, and it stays as it is until it is moved or another path is chosen.
public struct SQLiteForeignFileError: Error, Equatable, CustomStringConvertible {
    /// What the store found and left alone.
    public let url: URL

    /// The error for `url`, what was found.
    public init(url: URL) {
        self.url = url
    }

    /// What was found and that nothing changed, in plain English: the reason an app shows.
    public var description: String {
        "\(url.path(percentEncoded: false)) was not written by this cache, which leaves it untouched; "
            + "nothing was changed. Move it away or choose another store path"
    }
}
