import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The files on which the scanner and SwiftParser agreed, remembered for the test binary that compared
/// them: the comparison is a function of the file's bytes and of the code in that binary alone, so a
/// rerun of the same binary need not parse an unchanged file again. A rebuilt binary (any change to
/// the scanner, the oracle or swift-syntax relinks it) starts with nothing remembered; a difference
/// is never remembered. `ARCH_CHECK_ORACLE_FRESH=1` compares every file anew.
///
/// Kept in the temporary folder as one line per file: the FNV-1a hash of its bytes and its length.
final class AgreementCache: Sendable {
    private let file: URL?
    private let agreed: Mutex<Set<String>>
    private let added = Mutex<[String]>([])

    /// The cache of the running test binary, or one that remembers nothing when it cannot be named
    /// or `ARCH_CHECK_ORACLE_FRESH=1` is set.
    static let forThisBinary = AgreementCache(
        file: ProcessInfo.processInfo.environment["ARCH_CHECK_ORACLE_FRESH"] == "1" ? nil : binaryCacheFile())

    init(file: URL?) {
        self.file = file
        let lines = file.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        agreed = Mutex(Set(lines.split(separator: "\n").map(String.init)))
    }

    /// Whether the scanner and SwiftParser agreed on exactly these bytes before.
    func agreedBefore(on data: Data) -> Bool {
        let key = Self.key(of: data)
        return agreed.withLock { $0.contains(key) }
    }

    /// Remembers that they agree on these bytes (written by ``save()``).
    func recordAgreement(on data: Data) {
        let key = Self.key(of: data)
        agreed.withLock { _ = $0.insert(key) }
        added.withLock { $0.append(key) }
    }

    /// Appends what was recorded since the last save to the file.
    func save() {
        guard let file else { return }
        let lines = added.withLock { lines in
            defer { lines.removeAll() }
            return lines
        }
        guard !lines.isEmpty else { return }
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: file.path) { try? Data().write(to: file) }
        guard let handle = try? FileHandle(forWritingTo: file) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data((lines.joined(separator: "\n") + "\n").utf8))
    }

    private static func key(of data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16) + ":" + String(data.count)
    }

    /// A file named after the running binary's device, inode, size and modification time.
    private static func binaryCacheFile() -> URL? {
        var status = stat()
        guard stat("/proc/self/exe", &status) == 0 else { return nil }
        let identity = [
            UInt64(status.st_dev), UInt64(status.st_ino), UInt64(status.st_size),
            UInt64(status.st_mtim.tv_sec), UInt64(status.st_mtim.tv_nsec),
        ].map { String($0, radix: 16) }.joined(separator: "-")
        return FileManager.default.temporaryDirectory.appending(path: "arch-check-oracle-agreed/\(identity).txt")
    }
}
