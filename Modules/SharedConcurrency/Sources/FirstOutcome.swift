import Synchronization

/// The first of several racing results (an operation and its time limit, say); later ones are dropped.
public final class FirstOutcome<Value: Sendable>: Sendable {
    private enum State {
        case pending(waiter: CheckedContinuation<Value, any Error>?)
        case delivered(Result<Value, any Error>)
        case consumed
    }

    private let state = Mutex<State>(.pending(waiter: nil))

    /// An outcome that nothing has delivered yet.
    public init() {}

    /// Delivers `result` unless an outcome came first.
    public func deliver(_ result: Result<Value, any Error>) {
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
    public func value() async throws -> Value {
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
