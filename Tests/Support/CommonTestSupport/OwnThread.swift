import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs blocking work on a thread of its own, so that it holds no thread of Swift's concurrency pool,
/// which has one thread per core: two tests that each block a pool thread for seconds (a synchronous
/// `swift package describe`, SwiftParser over hundreds of files) would stall every other test's
/// tasks on a 2-core machine, and their time limits would pass while they waited.
public enum OwnThread {
    /// Runs `work` on a new thread and returns its result; `niceness` lowers the thread's scheduling
    /// priority, and that of the processes it starts (on Linux nice values are per thread, and a child
    /// inherits its parent thread's), so that the tests beside it keep their pace.
    public static func run<T: Sendable>(
        niceness: Int32 = 0, _ work: @escaping @Sendable () throws -> T
    ) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                #if os(Linux)
                    // On Linux, `who` 0 is the calling thread alone.
                    if niceness != 0 { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness) }
                #endif
                continuation.resume(with: Result { try work() })
            }
            .start()
        }
    }
}
