import FeedCache
import Foundation

/// A persistent feed store made of plain files in one directory:
///
/// - `feed.json`: the feed and its timestamp, rewritten whole by each `insert` through an atomic
///   write (a temporary file renamed over the old one), so a failed or interrupted save leaves the
///   previous feed as it was.
/// - `images/`: one file per image URL (see `ImageDataFile`), also written atomically. Image data is
///   a URL-keyed cache of its own: it survives a feed re-save or deletion.
///
/// A missing file is an empty store; a file that cannot be read or decoded makes `retrieve` throw.
/// Calls are serialized by the actor; two instances must not share a directory at the same time.
public actor JSONFileFeedStore {
    /// Why the store could not use what it found on disk.
    public enum Error: Swift.Error, Equatable {
        /// The feed file decoded, but holds an unknown version or an unreadable URL.
        case corruptFeedFile
        /// An image data file has no URL line.
        case corruptImageDataFile
        /// Something other than a regular file is at the feed file's path; the store leaves it alone.
        case feedFileIsNotAFile
    }

    /// The feed file: `feed.json` in the store's directory.
    public nonisolated let feedFileURL: URL
    /// The directory of image data files: `images/` in the store's directory.
    public nonisolated let imageDataDirectoryURL: URL

    private let fileManager = FileManager.default

    /// A store in `directory`, created with its parents on the first write.
    public init(directory: URL) {
        feedFileURL = directory.appending(path: "feed.json", directoryHint: .notDirectory)
        imageDataDirectoryURL = directory.appending(path: "images", directoryHint: .isDirectory)
    }

    /// The contents of the file at `url`, or `nil` when there is none.
    private func contentsOfFile(at url: URL) throws -> Data? {
        do {
            return try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        }
    }

    /// Writes `data` to `url` atomically, creating the parent directories.
    private func write(_ data: Data, to url: URL) throws {
        try fileManager.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}

extension JSONFileFeedStore: FeedStore {
    /// Removes the feed file. - Throws: `Error.feedFileIsNotAFile` rather than delete a directory.
    public func deleteCachedFeed() throws {
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: feedFileURL.path, isDirectory: &isDirectory) else {
            return
        }
        guard !isDirectory.boolValue else { throw Error.feedFileIsNotAFile }
        try fileManager.removeItem(at: feedFileURL)
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try write(encoder.encode(StoredFeed(feed, timestamp: timestamp)), to: feedFileURL)
    }

    public func retrieve() throws -> CachedFeed? {
        guard let contents = try contentsOfFile(at: feedFileURL) else { return nil }
        return try JSONDecoder().decode(StoredFeed.self, from: contents).cachedFeed()
    }
}

extension JSONFileFeedStore: FeedImageDataStore {
    public func insert(_ data: Data, for url: URL) throws {
        let file = ImageDataFile(url: url, data: data)
        try write(file.contents, to: imageDataFileURL(for: url))
    }

    public func retrieve(dataForURL url: URL) throws -> Data? {
        guard let contents = try contentsOfFile(at: imageDataFileURL(for: url)) else { return nil }
        return try ImageDataFile.data(for: url, in: contents)
    }

    private func imageDataFileURL(for url: URL) -> URL {
        imageDataDirectoryURL.appending(
            path: ImageDataFile.name(for: url), directoryHint: .notDirectory)
    }
}
