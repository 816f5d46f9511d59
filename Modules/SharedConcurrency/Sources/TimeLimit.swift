/// Runs `operation` for at most `limit`: past it, the caller gets `timeoutError` at once, and the
/// operation is cancelled and not waited for, so an operation that ignores cancellation (a server
/// that never answers, a connection attempt that retries) cannot hold the caller past the limit.
/// Cancelling the caller ends the wait with `CancellationError`.
public func withTimeLimit<Value: Sendable>(
    _ limit: Duration,
    throwing timeoutError: @autoclosure @escaping @Sendable () -> any Error,
    operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    let outcome = FirstOutcome<Value>()
    let work = Task {
        do {
            outcome.deliver(.success(try await operation()))
        } catch {
            outcome.deliver(.failure(error))
        }
    }
    let timer = Task {
        try? await Task.sleep(for: limit)
        outcome.deliver(.failure(timeoutError()))
    }
    defer {
        work.cancel()
        timer.cancel()
    }
    return try await withTaskCancellationHandler {
        try await outcome.value()
    } onCancel: {
        outcome.deliver(.failure(CancellationError()))
    }
}
