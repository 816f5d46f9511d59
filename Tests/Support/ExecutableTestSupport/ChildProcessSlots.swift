import Foundation
import Synchronization

/// Bounds how many app executables the test process runs at once.
///
/// Swift Testing runs every test at once, and a test that waits for a child holds no thread, so without
/// a bound the acceptance and kill tests start dozens of children together: on two cores their start-up
/// alone outlasts the apps' ten-second request timeout, and the runs fail with connectivity errors that
/// have nothing to do with the code under test. Twice the number of cores keeps both busy.
final class ChildProcessSlots: Sendable {
    static let shared = ChildProcessSlots(count: 2 * ProcessInfo.processInfo.activeProcessorCount)

    private struct State {
        var free: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>

    init(count: Int) {
        state = Mutex(State(free: max(1, count)))
    }

    /// Runs `body` once a slot is free, without blocking a thread while it waits.
    func withSlot<T>(_ body: () async throws -> T) async rethrows -> T {
        await acquire()
        defer { release() }
        return try await body()
    }

    private func acquire() async {
        await withCheckedContinuation { continuation in
            let granted = state.withLock { state in
                guard state.free > 0 else {
                    state.waiting.append(continuation)
                    return false
                }
                state.free -= 1
                return true
            }
            if granted { continuation.resume() }
        }
    }

    private func release() {
        let next = state.withLock { state in
            guard !state.waiting.isEmpty else {
                state.free += 1
                return CheckedContinuation<Void, Never>?.none
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
