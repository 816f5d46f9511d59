import Foundation

/// A JSON file store found something it did not write at a path it uses: a JSON object without the
/// store's envelope where its file belongs, or an entry of the feed store's image folder that is not
/// one of its image files. The store changed nothing, and changes nothing there until it is moved.
public struct NotThisStoresFileError: Error, Equatable, CustomStringConvertible {
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
