import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The resident pages of the program's code and read-only data, let go of once it has started.
///
/// A server's executable is mapped from its file, and every page of it that was ever run or read stays
/// counted in its resident memory. Once `feed-web` has started (the argument parser, the templates, the
/// migrations, the first load), 27 MiB of its static executable's code and read-only data are
/// resident. Let go of when the server listens, they fall to 12 MiB, and serving brings back those it
/// touches, read again from the file the system still caches: 23 MiB under 1,000 connections (the
/// kernel maps the 64 KiB around each page it reads in), whose peak falls by about 4 MiB
/// (`Tools/Scripts/bench-web.sh 4 1000`, `docs/performance.md`). The pages stay in the system's page
/// cache (a container's memory cgroup still counts them, as cache it can reclaim): what falls is the
/// memory the process holds itself.
public enum StartupPages {
    /// Lets go of every resident page of the executable's mappings that hold only its file's pages
    /// (neither writable nor written, in memory or in swap): nothing the process wrote, nothing it cannot read again.
    /// Only the executable's own mappings, which the loader made and which stay where they are as long
    /// as the process runs: a mapping of another file, unmapped by its code between this reading the
    /// mappings and letting go of its pages, could leave its addresses to memory of another kind (no
    /// code of `feed-web` maps its own executable). Does nothing where the system has no `/proc/self/smaps`, or when the executable's file was
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

    /// Lets go of the resident pages of those `mappings` that hold only their file's pages. For this
    /// package's tests: `mappings` must be read from this process's `smaps` (``release()``'s own).
    ///
    /// - Returns: the size of the mappings let go of, in bytes.
    @discardableResult
    package static func release(_ mappings: [ProcessMapping]) -> Int {
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
