/// Runs `operation`, cancelling it and throwing ``DatabaseTimeoutError`` once `limit` has passed.
/// PostgresNIO's connection lease and queries end when cancelled, so the caller waits no longer than
/// the limit and a little more.
func withTimeLimit<Result: Sendable>(
    _ limit: Duration,
    _ operation: @escaping @Sendable () async throws -> Result
) async throws -> Result {
    try await withThrowingTaskGroup(of: Result.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: limit)
            throw DatabaseTimeoutError(limit: limit)
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw CancellationError() }
        return first
    }
}
