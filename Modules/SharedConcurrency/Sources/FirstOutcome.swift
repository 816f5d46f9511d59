import Synchronization

/// The first of several racing results; later ones are dropped.
final class FirstOutcome<Value: Sendable>: Sendable {
    private enum State {
        case pending(waiter: CheckedContinuation<Value, any Error>?)
        case delivered(Result<Value, any Error>)
        case consumed
    }

    private let state = Mutex<State>(.pending(waiter: nil))

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
