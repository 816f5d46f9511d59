import Foundation
import SharedCache

/// A persistent store of one resource of any feature in a single JSON file, for features whose cache
/// needs no queries: the resource and its timestamp, rewritten whole by each `insert` through an atomic
/// write, so a failed or interrupted save leaves the previous resource as it was.
///
/// The file is `{"format": "essential-feed.resource-cache", "resource": <the resource>, "timestamp":
/// <seconds since 2001>, "version": 1}`, its mark first (a file of an earlier release has no `format`). A
/// missing file is an empty store; a file that cannot be read or decoded (another version, another
/// resource's shape) makes `retrieve` throw, so the cache use cases delete it on validation.
///
/// The store never deletes nor overwrites a file it did not write (see `JSONEnvelope`): a file
/// without its mark or its envelope (`version`, `timestamp`, `resource`), a text file among them, or
/// a named pipe, a device or a socket (never opened), is someone else's, and `insert`,
/// `deleteCache` and ``checkOwnership()`` throw ``NotThisStoresFileError`` and leave it as it is; a file
/// it cannot decode otherwise is moved aside to `<name>.corrupt-<timestamp>` by `deleteCache` and
/// before `insert`, never deleted. Calls are serialized by the actor; `insert` and `replaceCache`
/// replace the file whole (the last writer wins), and ``update(_:)`` and ``deleteCache(ifSavedAt:)``
/// read and write under a lock on the file, so that instances in several processes can share it.
public actor JSONFileResourceStore<Resource: Codable & Sendable>: ResourceStore {
    /// Why the store could not use what it found on disk.
    public enum Error: Swift.Error, Equatable, UnreadableCacheError {
        /// The file decoded, but holds an unknown version.
        case unknownVersion(Int)
        /// Something other than a regular file is at the store's path; the store leaves it alone.
        case notAFile
    }

    /// The store's file.
    public nonisolated let fileURL: URL

    /// Told where an unreadable file went when the store moves it aside.
    private let movedAside: @Sendable (_ movedTo: URL) -> Void

    /// A store in the file at `fileURL`, created with its parent directories on the first write;
    /// `movedAside` is told where a file the store could not decode went.
    public init(fileURL: URL, movedAside: @escaping @Sendable (_ movedTo: URL) -> Void) {
        self.fileURL = fileURL
        self.movedAside = movedAside
    }

    /// A store in the file at `fileURL`, created with its parent directories on the first write.
    public init(fileURL: URL) {
        self.init(fileURL: fileURL) { _ in }
    }

    /// Checks that the file, if any, is this store's, before an app uses the store at all.
    ///
    /// - Throws: ``NotThisStoresFileError`` when it has neither the store's mark nor its envelope, or
    ///   is no regular file, `Error.notAFile` when it is a directory.
    public func checkOwnership() throws {
        _ = try ownContents()
    }

    /// Removes the file when it holds a cache, moves it aside (`<name>.corrupt-<timestamp>`) when it
    /// cannot be decoded.
    ///
    /// - Throws: `Error.notAFile` rather than delete a directory, ``NotThisStoresFileError`` rather
    ///   than delete someone else's JSON file.
    public func deleteCache() throws {
        guard let contents = try ownContents() else { return }
        if (try? decode(contents)) == nil {
            movedAside(try StoreFile(url: fileURL).moveAside())
        } else {
            try StoreFile(url: fileURL).delete(notAFile: Error.notAFile)
        }
    }

    /// Writes `resource` in place of the file; a previous file that cannot be decoded is moved aside
    /// first. - Throws: ``NotThisStoresFileError`` (nothing written) when the file is someone else's.
    public func insert(_ resource: Resource, timestamp: Date) throws {
        if let previous = try ownContents(), (try? decode(previous)) == nil {
            movedAside(try StoreFile(url: fileURL).moveAside())
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let contents = StoredResource(
            format: StoredResource.format,
            version: StoredResource.currentVersion,
            timestamp: timestamp.timeIntervalSinceReferenceDate,
            resource: resource
        )
        try StoreFile(url: fileURL).write(encoder.encode(contents))
    }

    /// One step: ``insert(_:timestamp:)`` already replaces the previous resource atomically, so a process
    /// killed during a save leaves the old resource or the new one.
    public func replaceCache(with resource: Resource, timestamp: Date) async throws {
        try insert(resource, timestamp: timestamp)
    }

    /// One step across processes: the file's lock (`.<name>.lock` beside it) is held from the read to
    /// the write, so that two processes merging their part into one file (the photos cache's pages of
    /// the terminal app and of the web host) lose neither part.
    public func update(
        _ change:
            @escaping @Sendable (Result<CachedResource<Resource>?, any Swift.Error>) throws -> (
                resource: Resource, timestamp: Date
            )?
    ) async throws {
        try StoreFileLock(url: fileURL).withExclusiveLock {
            guard let new = try change(Result { try retrieve() }) else { return }
            try insert(new.resource, timestamp: new.timestamp)
        }
    }

    /// One step across processes, under the file's lock as ``update(_:)``: a cache another process
    /// saved since the validation read the expired one stays.
    public func deleteCache(ifSavedAt timestamp: Date) async throws {
        try StoreFileLock(url: fileURL).withExclusiveLock {
            guard try retrieve()?.timestamp == timestamp else { return }
            try deleteCache()
        }
    }

    /// - Throws: ``NewerStoreVersionError`` (nothing deleted) for a newer version's file.
    public func retrieve() throws -> CachedResource<Resource>? {
        guard let data = try ownContents() else { return nil }
        return try decode(data)
    }

    private func decode(_ data: Data) throws -> CachedResource<Resource> {
        let contents = try JSONDecoder().decode(StoredResource.self, from: data)
        guard contents.version == StoredResource.currentVersion else {
            throw Error.unknownVersion(contents.version)
        }
        return CachedResource(
            resource: contents.resource,
            timestamp: Date(timeIntervalSinceReferenceDate: contents.timestamp)
        )
    }

    /// The file's contents, `nil` when there is none. - Throws: ``NotThisStoresFileError`` when the
    /// file has neither the store's mark nor its envelope, ``NewerStoreVersionError`` when a newer
    /// version wrote it, `Error.notAFile` when it is a directory.
    private func ownContents() throws -> Data? {
        guard let contents = try StoreFile(url: fileURL).existingContents(notAFile: Error.notAFile) else {
            return nil
        }
        try JSONEnvelope.checkOwn(
            contents, format: StoredResource.format, keys: ["version", "timestamp", "resource"],
            currentVersion: StoredResource.currentVersion, at: fileURL)
        return contents
    }

    /// The file's format.
    private struct StoredResource: Codable {
        static var currentVersion: Int { 1 }
        /// The mark of the store's files (see `JSONEnvelope`).
        static var format: String { "essential-feed.resource-cache" }

        /// The mark; `nil` in a file of an earlier release.
        let format: String?
        let version: Int
        /// Seconds since the reference date: a `Date` comes back unchanged.
        let timestamp: Double
        let resource: Resource
    }
}
