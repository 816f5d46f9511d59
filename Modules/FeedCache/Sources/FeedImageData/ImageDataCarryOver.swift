import Foundation

/// Which image data a feed save carries over to an image's new URL.
///
/// An image (same id) whose URL changed only in its scheme, host or port, with the same path and
/// query, is the same image on a server at another address (the embedded sample backend listens on
/// a new port each run; a CDN host is renamed): it keeps its data under its new URL. A changed path
/// or query names other bytes (a new version of the image), so nothing is carried over and the image
/// is downloaded again.
public enum ImageDataCarryOver {
    /// Whether data stored for `previous` is the data of `current`.
    public static func carriesOver(from previous: URL, to current: URL) -> Bool {
        guard previous != current,
            let old = URLComponents(url: previous, resolvingAgainstBaseURL: false),
            let new = URLComponents(url: current, resolvingAgainstBaseURL: false)
        else { return false }
        return old.percentEncodedPath == new.percentEncodedPath && old.percentEncodedQuery == new.percentEncodedQuery
    }

    /// The data moves a save of `feed` makes, from each image's previous URL (`previousURLs`, by id) to
    /// its new one, where ``carriesOver(from:to:)``.
    public static func moves(from previousURLs: [UUID: URL], to feed: [LocalFeedImage]) -> [(from: URL, to: URL)] {
        feed.compactMap { image in
            guard let previous = previousURLs[image.id], carriesOver(from: previous, to: image.url) else { return nil }
            return (previous, image.url)
        }
    }
}
