import FeedCache
import Foundation
import SharedCache

/// A persistent feed store made of plain files in one directory:
///
/// - `feed.json`: the feed and its timestamp, rewritten whole by each `insert` through an atomic
///   write (a temporary file renamed over the old one), so a failed or interrupted save leaves the
///   previous feed as it was.
/// - `images/`: one file per image URL (see `ImageDataFile`), also written atomically. A feed save
///   keeps the files of the images the new feed has (copied to an image's new URL when its URL
///   changed) and removes the others once the feed is written, temporary files left by a killed
///   process among them; deleting the feed keeps them. A process killed during a save leaves at most
///   extra files, which the next save removes.
///
/// A missing file is an empty store; a file that cannot be read or decoded makes `retrieve` throw.
/// Calls are serialized by the actor; two instances must not share a directory at the same time.
public actor JSONFileFeedStore {
    /// Why the store could not use what it found on disk.
    public enum Error: Swift.Error, Equatable, UnreadableCacheError {
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

    /// A store in `directory`, created with its parents on the first write.
    public init(directory: URL) {
        feedFileURL = directory.appending(path: "feed.json", directoryHint: .notDirectory)
        imageDataDirectoryURL = directory.appending(path: "images", directoryHint: .isDirectory)
    }
}

extension JSONFileFeedStore: FeedStore {
    /// Removes the feed file. - Throws: `Error.feedFileIsNotAFile` rather than delete a directory.
    public func deleteCache() throws {
        try StoreFile(url: feedFileURL).delete(notAFile: Error.feedFileIsNotAFile)
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let contents = try encoder.encode(StoredFeed(feed, timestamp: timestamp))
        let previousFeed = (try? retrieve())?.feed ?? []
        try copyImageData(of: feed, fromPreviousURLsIn: previousFeed)
        try StoreFile(url: feedFileURL).write(contents)
        removeImageData(notIn: feed)
    }

    /// Copies the data of each image whose URL changed since `previousFeed` to its new URL, where
    /// `ImageDataCarryOver` says it is the same image, unless data is stored for that URL already.
    private func copyImageData(of feed: [LocalFeedImage], fromPreviousURLsIn previousFeed: [LocalFeedImage]) throws {
        let previousURLs = Dictionary(previousFeed.map { ($0.id, $0.url) }) { first, _ in first }
        for move in ImageDataCarryOver.moves(from: previousURLs, to: feed) {
            guard (try? retrieve(dataForURL: move.to)) == nil, let data = try? retrieve(dataForURL: move.from)
            else { continue }
            try insert(data, for: move.to)
        }
    }

    /// Removes every file of the image data folder but the ones of `feed`'s images. Best effort: a
    /// file that cannot be removed now is removed by a later save.
    private func removeImageData(notIn feed: [LocalFeedImage]) {
        let kept = Set(feed.map { ImageDataFile.name(for: $0.url) })
        let names = (try? FileManager.default.contentsOfDirectory(atPath: imageDataDirectoryURL.path)) ?? []
        for name in names where !kept.contains(name) {
            try? FileManager.default.removeItem(at: imageDataDirectoryURL.appending(path: name))
        }
    }

    /// One step: ``insert(_:timestamp:)`` already replaces the previous feed atomically, so a process
    /// killed during a save leaves the old feed or the new one.
    public func replaceCache(with feed: [LocalFeedImage], timestamp: Date) throws {
        try insert(feed, timestamp: timestamp)
    }

    public func retrieve() throws -> CachedFeed? {
        guard let contents = try StoreFile(url: feedFileURL).contents() else { return nil }
        return try JSONDecoder().decode(StoredFeed.self, from: contents).cachedFeed()
    }
}

extension JSONFileFeedStore: FeedImageDataStore {
    public func insert(_ data: Data, for url: URL) throws {
        let file = ImageDataFile(url: url, data: data)
        try StoreFile(url: imageDataFileURL(for: url)).write(file.contents)
    }

    public func retrieve(dataForURL url: URL) throws -> Data? {
        guard let contents = try StoreFile(url: imageDataFileURL(for: url)).contents() else { return nil }
        return try ImageDataFile.data(for: url, in: contents)
    }

    private func imageDataFileURL(for url: URL) -> URL {
        imageDataDirectoryURL.appending(
            path: ImageDataFile.name(for: url), directoryHint: .notDirectory)
    }
}
