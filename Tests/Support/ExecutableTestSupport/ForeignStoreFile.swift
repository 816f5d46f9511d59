import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Something a person keeps, put where an app's store belongs (`--store notes.txt`): a text file or a
/// named pipe. A store opens only what it wrote, so after a run the thing must be as it was, under its
/// name, with nothing beside it that the store made of it.
public struct ForeignStoreFile: Sendable {
    /// A text file of the person's.
    public static let notes = Data("Shopping: milk, eggs, bread.\nCall the dentist on Monday.\n".utf8)

    /// Where the thing is.
    public let url: URL

    /// What a person keeps at the path.
    public enum Kind: String, CaseIterable, Sendable {
        case textFile, namedPipe
    }

    /// A thing of `kind` in `directory`.
    public static func make(_ kind: Kind, in directory: URL) throws -> ForeignStoreFile {
        switch kind {
        case .textFile: try textFile(in: directory)
        case .namedPipe: try namedPipe(in: directory)
        }
    }

    /// A text file `notes.txt` holding ``notes`` in `directory`.
    public static func textFile(in directory: URL) throws -> ForeignStoreFile {
        let url = directory.appending(path: "notes.txt")
        try notes.write(to: url)
        return ForeignStoreFile(url: url)
    }

    /// A named pipe `notes.fifo` in `directory`, which blocks whoever opens it for reading.
    public static func namedPipe(in directory: URL) throws -> ForeignStoreFile {
        let url = directory.appending(path: "notes.fifo")
        guard mkfifo(url.path, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return ForeignStoreFile(url: url)
    }

    /// Whether the thing is still as it was: the text file with its bytes or the named pipe, and
    /// nothing else in its folder whose name begins with its own (no `.corrupt-*`, `-wal`, `-shm`). A
    /// hidden lock file beside it (`.<name>.delivery.lock`) is not looked at.
    public func isUntouched() throws -> Bool {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return false }
        switch status.st_mode & S_IFMT {
        case S_IFIFO: break
        case S_IFREG: guard try Data(contentsOf: url) == Self.notes else { return false }
        default: return false
        }
        let name = url.lastPathComponent
        let folder = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        return folder.filter { $0.hasPrefix(name) } == [name]
    }

    /// What the apps say of it: its path, that it is not the cache's, and what to do.
    public var refusal: String {
        "\(url.path) was not written by this cache, which leaves it untouched; nothing was changed. "
            + "Move it away or choose another store path"
    }
}
