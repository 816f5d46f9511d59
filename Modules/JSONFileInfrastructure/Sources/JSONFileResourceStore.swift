import Foundation
import SharedCache

/// A persistent store of one resource of any feature in a single JSON file, for features whose cache
/// needs no queries: the resource and its timestamp, rewritten whole by each `insert` through an atomic
/// write, so a failed or interrupted save leaves the previous resource as it was.
///
/// The file is `{"version": 1, "timestamp": <seconds since 2001>, "resource": <the resource>}`. A
/// missing file is an empty store; a file that cannot be read or decoded (another version, another
/// resource's shape) makes `retrieve` throw, so the cache use cases delete it on validation. Calls are
/// serialized by the actor; two instances must not write one file at the same time.
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

    /// A store in the file at `fileURL`, created with its parent directories on the first write.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// Removes the file. - Throws: `Error.notAFile` rather than delete a directory.
    public func deleteCache() throws {
        try StoreFile(url: fileURL).delete(notAFile: Error.notAFile)
    }

    public func insert(_ resource: Resource, timestamp: Date) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let contents = StoredResource(
            version: StoredResource.currentVersion,
            timestamp: timestamp.timeIntervalSinceReferenceDate,
            resource: resource
        )
        try StoreFile(url: fileURL).write(encoder.encode(contents))
    }

    /// One step: ``insert(_:timestamp:)`` already replaces the previous resource atomically, so a process
    /// killed during a save leaves the old resource or the new one.
    public func replaceCache(with resource: Resource, timestamp: Date) throws {
        try insert(resource, timestamp: timestamp)
    }

    public func retrieve() throws -> CachedResource<Resource>? {
        guard let data = try StoreFile(url: fileURL).contents() else { return nil }
        let contents = try JSONDecoder().decode(StoredResource.self, from: data)
        guard contents.version == StoredResource.currentVersion else {
            throw Error.unknownVersion(contents.version)
        }
        return CachedResource(
            resource: contents.resource,
            timestamp: Date(timeIntervalSinceReferenceDate: contents.timestamp)
        )
    }

    /// The file's format.
    private struct StoredResource: Codable {
        static var currentVersion: Int { 1 }

        let version: Int
        /// Seconds since the reference date: a `Date` comes back unchanged.
        let timestamp: Double
        let resource: Resource
    }
}
