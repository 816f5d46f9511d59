import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The pages of the program's code and read-only data that only its start-up touched.
///
/// A server's executable is mapped from its file, and every page of it that was ever run or read stays
/// counted in its resident memory. Starting `feed-web` (the argument parser, the templates, the
/// migrations, the first load) touches about 15 MiB of the static executable's code that serving never
/// runs again; with 1,000 connections open they were a quarter of its resident memory
/// (`Tools/Scripts/bench-web.sh 4 1000`, `docs/performance.md`). Dropping them once the server listens
/// lets the pages that serving touches come back, read again from the file the system still caches.
public enum StartupPages {
    /// Lets go of every resident page of the executable's mappings that hold only its file's pages
    /// (``ProcessMapping/holdsOnlyFilePages``): nothing the process wrote, nothing it cannot read again.
    /// Only the executable's own mappings, which stay where they are as long as the process runs (a
    /// file that other code maps and unmaps meanwhile could leave its addresses to memory of another
    /// kind). Does nothing where the system has no `/proc/self/smaps`, or when the executable's file was
    /// replaced or deleted since it started.
    ///
    /// - Returns: the size of the mappings let go of, in bytes (resident or not).
    @discardableResult
    public static func release() -> Int {
        guard let smaps = ProcessMapping.ownMappings(),
            let program = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        else { return 0 }
        return release(smaps.filter { $0.path == program })
    }

    /// Lets go of the resident pages of those `mappings` that hold only their file's pages.
    ///
    /// - Returns: the size of the mappings let go of, in bytes.
    @discardableResult
    public static func release(_ mappings: [ProcessMapping]) -> Int {
        var released = 0
        for mapping in mappings where mapping.holdsOnlyFilePages {
            #if os(Linux)
                let length = Int(mapping.range.upperBound - mapping.range.lowerBound)
                if madvise(UnsafeMutableRawPointer(bitPattern: mapping.range.lowerBound), length, MADV_DONTNEED) == 0 {
                    released += length
                }
            #endif
        }
        return released
    }
}
