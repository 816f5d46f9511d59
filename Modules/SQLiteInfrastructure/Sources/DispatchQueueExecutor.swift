import Dispatch

/// A serial executor on a dispatch queue of its own, for the store actors: SQLite calls that block (an
/// open waiting up to its busy timeout for a locked file, a migration) then hold that queue's thread,
/// never one of the cooperative pool's, which has one thread per core and runs every other task of the
/// process.
final class DispatchQueueExecutor: SerialExecutor {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
