#if canImport(Glibc)
    import Glibc
#endif

/// How many heaps ("arenas") glibc's malloc keeps for the process's threads.
///
/// glibc gives threads up to eight arenas per core, and memory freed in one arena is not reused by
/// another: under 1,000 connections the web host's event loops and task threads each grew their own,
/// and its peak resident memory over the benchmark's routes reached 65 MiB. With one arena it stays at
/// 63 MiB (`Tools/Scripts/bench-web.sh 4 1000`, `docs/performance.md`), with no change in requests per
/// second measured on two cores (glibc's per-thread caches serve most allocations without its lock).
public enum MallocArenas {
    /// Keeps at most `count` arenas from now on, unless the environment sets `MALLOC_ARENA_MAX`
    /// (glibc then applies that value itself). Does nothing where malloc is not glibc's.
    ///
    /// - Returns: whether the limit was set here.
    @discardableResult
    public static func limit(to count: Int32, environment: [String: String]) -> Bool {
        guard environment["MALLOC_ARENA_MAX"] == nil else { return false }
        #if canImport(Glibc)
            guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "mallopt") else { return false }
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            return mallopt(arenaMaximum, count) == 1
        #else
            return false
        #endif
    }

    // <malloc.h> is not part of the Glibc module Swift imports: `mallopt` is found by name, and
    // `M_ARENA_MAX` is its value there.
    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    private static let arenaMaximum: Int32 = -8
}
