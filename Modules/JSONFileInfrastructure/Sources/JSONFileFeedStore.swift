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
///
/// The store never deletes nor overwrites what it did not write, since `--store` may name a folder
/// of the user's (see `JSONEnvelope`): a `feed.json` without its mark (`"format":
/// "essential-feed.feed-cache"`, first in the file) nor its envelope (`version`, `timestamp`,
/// `images`), or no regular file, or an entry of `images/` that is not one of its image files (a
/// regular file named by `ImageDataFile`, or such a file's temporary), makes `insert`, `deleteCache`
/// and ``checkOwnership()`` throw ``NotThisStoresFileError`` before anything is changed. A save
/// removes only its own image files, never a folder. A `feed.json` it cannot decode otherwise is
/// moved aside to `feed.json.corrupt-<timestamp>` by `deleteCache` and before `insert`, never deleted.
///
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

extension JSONFileFeedStore {
    /// Checks that the feed file and the image folder, if any, hold only what this store writes,
    /// before an app uses the store at all.
    ///
    /// - Throws: ``NotThisStoresFileError`` naming the first thing found that is someone else's,
    ///   `Error.feedFileIsNotAFile` when a directory is where the feed file belongs.
    public func checkOwnership() throws {
        _ = try ownFeedFileContents()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: imageDataDirectoryURL.path, isDirectory: &isDirectory) else {
            return
        }
        guard isDirectory.boolValue else { throw NotThisStoresFileError(url: imageDataDirectoryURL) }
        for name in try FileManager.default.contentsOfDirectory(atPath: imageDataDirectoryURL.path)
        where !isOwnImageDataEntry(name) {
            throw NotThisStoresFileError(url: imageDataDirectoryURL.appending(path: name))
        }
    }

    /// The feed file's contents, `nil` when there is none. - Throws: ``NotThisStoresFileError`` when
    /// it has neither the store's mark nor its envelope, ``NewerStoreVersionError`` when a newer
    /// version wrote it, `Error.feedFileIsNotAFile` for a directory.
    private func ownFeedFileContents() throws -> Data? {
        guard let contents = try StoreFile(url: feedFileURL).existingContents(notAFile: Error.feedFileIsNotAFile)
        else { return nil }
        try JSONEnvelope.checkOwn(
            contents, format: StoredFeed.format, keys: ["version", "timestamp", "images"],
            currentVersion: StoredFeed.currentVersion, at: feedFileURL)
        return contents
    }

    /// Whether `name`, in the image folder, is one of this store's files: a regular file named by
    /// `ImageDataFile`, or the temporary of one (`.<name>.tmp-<UUID>`).
    private func isOwnImageDataEntry(_ name: String) -> Bool {
        var imageName = Substring(name)
        if imageName.hasPrefix("."), let end = imageName.range(of: ".tmp-") {
            imageName = imageName[imageName.index(after: imageName.startIndex)..<end.lowerBound]
        }
        guard ImageDataFile.isName(imageName) else { return false }
        let type =
            try? FileManager.default.attributesOfItem(
                atPath: imageDataDirectoryURL.appending(path: name).path)[.type] as? FileAttributeType
        return type == .typeRegular
    }
}

extension JSONFileFeedStore: FeedStore {
    /// Removes the feed file when it holds a feed, moves it aside (`feed.json.corrupt-<timestamp>`)
    /// when it cannot be decoded; keeps the image files.
    ///
    /// - Throws: `Error.feedFileIsNotAFile` rather than delete a directory, ``NotThisStoresFileError``
    ///   (nothing changed) when the feed file or the image folder holds someone else's files.
    public func deleteCache() throws {
        try checkOwnership()
        guard let contents = try ownFeedFileContents() else { return }
        if (try? decode(contents)) == nil {
            try StoreFile(url: feedFileURL).moveAside()
        } else {
            try StoreFile(url: feedFileURL).delete(notAFile: Error.feedFileIsNotAFile)
        }
    }

    /// Writes `feed` in place of the feed file (a previous one that cannot be decoded is moved aside
    /// first), then removes the image files of images no longer in the feed.
    ///
    /// - Throws: ``NotThisStoresFileError`` (nothing changed) when the feed file or the image folder
    ///   holds someone else's files.
    public func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let contents = try encoder.encode(StoredFeed(feed, timestamp: timestamp))
        try checkOwnership()
        var previousFeed: [LocalFeedImage] = []
        if let previous = try ownFeedFileContents() {
            if let cache = try? decode(previous) {
                previousFeed = cache.feed
            } else {
                try StoreFile(url: feedFileURL).moveAside()
            }
        }
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

    /// Removes the store's own files of the image data folder (see `isOwnImageDataEntry`) but the
    /// ones of `feed`'s images; anything else, folders among them, is left alone. Best effort: a file
    /// that cannot be removed now is removed by a later save.
    private func removeImageData(notIn feed: [LocalFeedImage]) {
        let kept = Set(feed.map { ImageDataFile.name(for: $0.url) })
        let names = (try? FileManager.default.contentsOfDirectory(atPath: imageDataDirectoryURL.path)) ?? []
        for name in names where !kept.contains(name) && isOwnImageDataEntry(name) {
            try? FileManager.default.removeItem(at: imageDataDirectoryURL.appending(path: name))
        }
    }

    /// One step: ``insert(_:timestamp:)`` already replaces the previous feed atomically, so a process
    /// killed during a save leaves the old feed or the new one.
    public func replaceCache(with feed: [LocalFeedImage], timestamp: Date) async throws {
        try insert(feed, timestamp: timestamp)
    }

    /// - Throws: ``NewerStoreVersionError`` (nothing deleted) for a newer version's feed file.
    public func retrieve() throws -> CachedFeed? {
        guard let contents = try ownFeedFileContents() else { return nil }
        return try decode(contents)
    }

    private func decode(_ contents: Data) throws -> CachedFeed {
        try JSONDecoder().decode(StoredFeed.self, from: contents).cachedFeed()
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
