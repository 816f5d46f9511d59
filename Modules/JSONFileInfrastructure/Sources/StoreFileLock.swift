import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock on a store's file across processes, for a read and the write that follows it:
/// `flock(2)` on `.<name>.lock` beside the file (beside the end of its symbolic links, so that two
/// paths to one file share one lock). The lock file stays: removing it would let a process that
/// opened it before and one that creates it anew each hold "the" lock.
struct StoreFileLock {
    /// The store's file.
    let url: URL

    /// Runs `body` holding the lock; waits while another process, or another open of the same lock in
    /// this one, holds it. Creates the parent directories, as the store's first write does.
    func withExclusiveLock<T>(_ body: () throws -> T) throws -> T {
        let file = url.resolvingSymlinksInPath()
        let folder = file.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lockPath = folder.appending(path: ".\(file.lastPathComponent).lock").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
        return try body()
    }
}
