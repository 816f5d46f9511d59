import Synchronization

/// A bound on the name lookups that run at once: each holds a thread in `getaddrinfo`, which no time
/// limit can interrupt, so a name whose DNS never answers would otherwise hold one more thread per
/// request. A lookup past the bound waits for a slot, in order, and leaves the queue at once when its
/// task is cancelled (its request's time limit passed), holding no thread while it waits.
final class LookupSlots: Sendable {
    /// The slots every ``SystemHostResolver`` of the process shares.
    static let shared = LookupSlots(limit: SystemHostResolver.maximumConcurrentLookups)

    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var running = 0
        var waiters: [Waiter] = []
        var nextID: UInt64 = 0
    }

    /// How many lookups run at once.
    let limit: Int
    private let state = Mutex(State())

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Takes a slot, waiting for one when all are taken. - Throws: `CancellationError` when the task is
    /// cancelled before it got one (it then holds none).
    func acquire() async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    guard state.running >= limit else {
                        state.running += 1
                        return .success(())
                    }
                    state.waiters.append(Waiter(id: id, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index)
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Gives a slot back: to the first waiter, if any.
    func release() {
        let next = state.withLock { state -> Waiter? in
            guard !state.waiters.isEmpty else {
                state.running -= 1
                return nil
            }
            return state.waiters.removeFirst()
        }
        next?.continuation.resume()
    }

    /// How many lookups hold a slot now.
    var running: Int { state.withLock { $0.running } }
}
