import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a whole file the way that is safe for what is at its path:
/// - nothing: the file is created, with the permissions the umask gives a new file;
/// - a regular file: it is replaced atomically (a temporary file beside it, renamed over it, so a
///   failed or interrupted write leaves the previous contents), keeping its permission bits, and its
///   owner where the process may set it;
/// - a symbolic link: it is followed, link after link; the file it ends at is written as above and the
///   link stays (a link to nothing creates the file it names);
/// - a pipe, a device or a socket (`/dev/null`, `/dev/stdout` on a pipe or a terminal, a named pipe):
///   it is written in place, as a shell's `>` would, never replaced by a regular file;
/// - a directory: nothing is written; the write throws.
public struct FileReplacement: Sendable {
    /// The longest chain of symbolic links followed before the write gives up, as the kernel's.
    static let maximumLinks = 40

    /// Where the file is written.
    public let url: URL

    /// - Parameter url: the file's path.
    public init(url: URL) {
        self.url = url
    }

    /// How the name of the temporary file that replaces the file named `name` begins (a UUID follows).
    static func temporaryPrefix(of name: String) -> String { ".\(name).tmp-" }

    /// Writes `data` as the file's whole contents (see the type's description for each kind of path).
    ///
    /// - Throws: the system's error when the path is a directory, a link chain is too long or a loop,
    ///   or the file cannot be created, written or renamed; a failed write leaves what was there.
    public func write(_ data: Data) throws {
        var status = stat()
        if stat(url.path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                throw POSIXError(.EISDIR)
            case S_IFREG:
                break
            default:
                return try writeInPlace(data)
            }
        }
        try replace(at: try endOfLinks(), with: data)
    }

    private func writeInPlace(_ data: Data) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
    }

    /// The path `url` ends at once every symbolic link is followed; the path itself when it is none.
    private func endOfLinks() throws -> URL {
        var current = url
        for _ in 0...Self.maximumLinks {
            var status = stat()
            guard lstat(current.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: current.path)
            current =
                destination.hasPrefix("/")
                ? URL(filePath: destination, directoryHint: .notDirectory)
                : current.deletingLastPathComponent().appending(path: destination, directoryHint: .notDirectory)
        }
        throw POSIXError(.ELOOP)
    }

    private func replace(at target: URL, with data: Data) throws {
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appending(
            path: Self.temporaryPrefix(of: target.lastPathComponent) + UUID().uuidString, directoryHint: .notDirectory)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try keepPermissions(of: target, on: descriptor)
            try handle.write(contentsOf: data)
            try handle.close()
            guard rename(temporary.path, target.path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            try? handle.close()
            unlink(temporary.path)
            throw error
        }
    }

    /// Gives the temporary file the permission bits of the file it replaces, and its owner and group
    /// where the process may (as root; before the mode, which a change of owner would clear the set-id
    /// bits of); a new file keeps what `open` and the umask gave it.
    private func keepPermissions(of target: URL, on descriptor: Int32) throws {
        var existing = stat()
        guard stat(target.path, &existing) == 0 else { return }
        if existing.st_uid != geteuid() || existing.st_gid != getegid() {
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
        }
        guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM)
        }
    }
}
