import Synchronization

/// The first outcome of a write racing its time limit (``OperationDeadline``); later ones are dropped.
final class WriteOutcome<Value: Sendable>: Sendable {
    private enum State {
        case pending(waiter: CheckedContinuation<Value, any Error>?)
        case delivered(Result<Value, any Error>)
        case consumed
    }

    private let state = Mutex<State>(.pending(waiter: nil))

    /// Delivers `result` unless an outcome came first.
    func deliver(_ result: Result<Value, any Error>) {
        let waiter: CheckedContinuation<Value, any Error>? = state.withLock { state in
            guard case .pending(let waiter) = state else { return nil }
            if let waiter {
                state = .consumed
                return waiter
            }
            state = .delivered(result)
            return nil
        }
        waiter?.resume(with: result)
    }

    /// Waits for the first outcome; called once.
    func value() async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            let ready: Result<Value, any Error>? = state.withLock { state in
                switch state {
                case .pending:
                    state = .pending(waiter: continuation)
                    return nil
                case .delivered(let result):
                    state = .consumed
                    return result
                case .consumed:
                    return .failure(CancellationError())
                }
            }
            if let ready { continuation.resume(with: ready) }
        }
    }
}
