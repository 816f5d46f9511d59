import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes a stand-in executable (a shell script a test runs in place of `swift`) so that running it
/// cannot fail with "Text file busy" (ETXTBSY). Foundation's `write(to:atomically:)` opens its file
/// without close-on-exec, so a child another test spawns at that moment inherits the descriptor open
/// for writing and keeps it for its whole life (a nested `swift build` for a minute), and every exec
/// of the script fails meanwhile. Here the descriptor is close-on-exec and closed before returning.
public enum ExecutableScript {
    /// Writes `text` to `url` with mode 0755, replacing any file there.
    public static func write(_ text: String, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        guard chmod(url.path, 0o755) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
}
