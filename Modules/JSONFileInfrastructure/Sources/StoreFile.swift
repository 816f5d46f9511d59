import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One file of a file-based store: read whole, replaced whole by ``FileReplacement`` (atomically, through
/// a temporary file beside it, keeping the file's permissions and following a symbolic link), removed
/// only when it is a regular file.
///
/// The temporary file is the store's own, `.<name>.tmp-<UUID>`, so that the one a killed process left
/// behind can be told from any other file of the folder: a write removes those of its file that are
/// older than ``staleTemporaryAge``. (Foundation's atomic write names its temporary `.dat.nosync…`,
/// whatever the file, so that a leftover cannot be traced to its store.)
struct StoreFile {
    /// How old a temporary file of this store must be to count as left behind by a killed process:
    /// far longer than any write of a cache file takes, so a write in progress in another process is
    /// never touched.
    static let staleTemporaryAge: TimeInterval = 5 * 60

    let url: URL

    /// The file's contents, or `nil` when there is none.
    func contents() throws -> Data? {
        do {
            return try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        }
    }

    /// Replaces the file's contents atomically, creating the parent directories, and removes this
    /// file's stale temporaries.
    func write(_ data: Data) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        removeStaleTemporaries()
        try FileReplacement(url: url).write(data)
    }

    /// The contents of the file, or `nil` when there is none. What is at the path is looked at with
    /// `stat(2)` (a symbolic link is followed) before it is opened, so that a named pipe, which would
    /// block the read, a device or a socket is never opened.
    ///
    /// - Throws: `notAFile` when a directory is at the path, ``NotThisStoresFileError`` when any other
    ///   file that is no regular file is.
    func existingContents(notAFile: some Error) throws -> Data? {
        var status = stat()
        if stat(url.path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw notAFile
            default: throw NotThisStoresFileError(url: url)
            }
        } else if errno == ENOENT {
            return nil
        }
        return try contents()
    }

    /// Renames the file `<name>.corrupt-<timestamp>` (`-2`, `-3`… when that name is taken), the
    /// SQLite store's convention for a file it cannot read: its bytes are kept, never deleted.
    ///
    /// - Returns: where the file went.
    @discardableResult
    func moveAside() throws -> URL {
        let folder = url.deletingLastPathComponent()
        let stamp = Date().formatted(.iso8601.dateSeparator(.omitted).timeSeparator(.omitted))
        var aside = folder.appending(path: "\(url.lastPathComponent).corrupt-\(stamp)", directoryHint: .notDirectory)
        var attempt = 1
        while FileManager.default.fileExists(atPath: aside.path) {
            attempt += 1
            aside = folder.appending(
                path: "\(url.lastPathComponent).corrupt-\(stamp)-\(attempt)", directoryHint: .notDirectory)
        }
        try FileManager.default.moveItem(at: url, to: aside)
        return aside
    }

    /// Removes the file; nothing to do when there is none.
    ///
    /// - Throws: `notAFile` rather than delete a directory or anything else found at the path.
    func delete(notAFile: some Error) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return }
        guard !isDirectory.boolValue else { throw notAFile }
        try FileManager.default.removeItem(at: url)
    }

    /// Removes the temporaries of this file older than ``staleTemporaryAge``: what a process killed
    /// during a write left. Best effort: one that cannot be removed now is removed by a later write.
    func removeStaleTemporaries(now: Date = Date()) {
        let folder = url.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(temporaryPrefix) {
            let temporary = folder.appending(path: name, directoryHint: .notDirectory)
            guard
                let modified = try? FileManager.default.attributesOfItem(atPath: temporary.path)[.modificationDate]
                    as? Date,
                now.timeIntervalSince(modified) > Self.staleTemporaryAge
            else { continue }
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    private var temporaryPrefix: String { FileReplacement.temporaryPrefix(of: url.lastPathComponent) }
}
