import Foundation
import SharedCache
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The delivery lease of a store file across processes: `flock(2)` on `.<name>.delivery.lock` beside
/// the file (beside the end of its symbolic links, so that two paths to one file share one lease),
/// taken without waiting. The kernel releases it when its holder closes it or dies. The lock file
/// stays: removing it would let a process that opened it before and one that creates it anew each hold
/// "the" lease.
final class DeliveryLockFile: Sendable {
    private let path: String
    private let descriptor = Mutex<Int32?>(nil)

    /// The lease of the store file at `storeURL`.
    init(storeURL: URL) {
        let file = storeURL.resolvingSymlinksInPath()
        path = file.deletingLastPathComponent().appending(path: ".\(file.lastPathComponent).delivery.lock").path
    }

    /// The lease, as a store runs a delivery with it.
    var lease: DeliveryLease {
        DeliveryLease(tryTake: { try self.tryTake() }, release: { self.release() })
    }

    private func tryTake() throws -> Bool {
        try descriptor.withLock { held in
            guard held == nil else { return false }
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard opened >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            while flock(opened, LOCK_EX | LOCK_NB) != 0 {
                let failure = errno
                guard failure == EINTR else {
                    close(opened)
                    guard failure == EWOULDBLOCK else { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
                    return false
                }
            }
            held = opened
            return true
        }
    }

    private func release() {
        descriptor.withLock { held in
            if let open = held { close(open) }
            held = nil
        }
    }
}
