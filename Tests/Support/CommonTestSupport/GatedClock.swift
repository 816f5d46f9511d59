import Synchronization

/// A clock whose sleeps wait until the test opens its gate: then every sleep, waiting or to come,
/// returns at once, having moved the clock to its deadline. Its time stands still meanwhile. A test
/// holds work that sleeps on it (a slow answer) for exactly as long as it needs, however slowly the
/// machine runs.
public final class GatedClock: Clock {
    public typealias Instant = ManualClock.Instant

    private struct State {
        var now = Instant(offset: .zero)
        var isOpen = false
        var sleepers: [Int: CheckedContinuation<Void, any Error>] = [:]
        var nextSleeper = 0
    }

    private let state = Mutex(State())

    /// A clock at its start, its gate shut.
    public init() {}

    /// The clock's current moment.
    public var now: Instant { state.withLock { $0.now } }

    /// Any duration can be told apart.
    public var minimumResolution: Duration { .zero }

    /// Waits until the gate is open, then moves the clock to `deadline` unless it is past it already.
    ///
    /// - Throws: `CancellationError` when the task is cancelled, waiting or not.
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let sleeper = state.withLock { state in
            defer { state.nextSleeper += 1 }
            return state.nextSleeper
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let waits = state.withLock { state in
                    guard !state.isOpen, !Task.isCancelled else { return false }
                    state.sleepers[sleeper] = continuation
                    return true
                }
                if !waits {
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume()
                    }
                }
            }
        } onCancel: {
            state.withLock { $0.sleepers.removeValue(forKey: sleeper) }?.resume(throwing: CancellationError())
        }
        state.withLock { $0.now = max($0.now, deadline) }
    }

    /// Moves the clock forward by `duration` without opening the gate: a lifetime passes while the
    /// sleeps still wait.
    public func advance(by duration: Duration) {
        state.withLock { $0.now = $0.now.advanced(by: duration) }
    }

    /// Opens the gate: every sleep returns, now and from now on.
    public func open() {
        let sleepers = state.withLock { state in
            state.isOpen = true
            defer { state.sleepers = [:] }
            return Array(state.sleepers.values)
        }
        for sleeper in sleepers { sleeper.resume() }
    }
}
