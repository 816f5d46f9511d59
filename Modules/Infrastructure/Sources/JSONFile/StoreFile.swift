import Foundation

/// One file of a file-based store: read whole, replaced whole by an atomic write (a temporary file
/// renamed over the old one, so a failed or interrupted write leaves the previous contents), removed
/// only when it is a regular file.
struct StoreFile {
    let url: URL

    /// The file's contents, or `nil` when there is none.
    func contents() throws -> Data? {
        do {
            return try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        }
    }

    /// Replaces the file's contents atomically, creating the parent directories.
    func write(_ data: Data) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
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
}
