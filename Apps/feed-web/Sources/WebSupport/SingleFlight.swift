/// Runs at most one operation per key at a time: callers that ask for a key while its operation runs
/// wait for that operation and share its result (or error) instead of starting their own.
///
/// The operation runs in a task of its own, so a caller that is cancelled stops waiting without
/// cancelling the work the others wait for.
public actor SingleFlight<Key: Hashable & Sendable, Value: Sendable> {
    private var inFlight: [Key: Task<Value, any Error>] = [:]

    /// The result of `operation` for `key`, or of the one already running for `key`.
    public init() {}

    public func value(for key: Key, _ operation: @escaping @Sendable () async throws -> Value) async throws -> Value {
        if let running = inFlight[key] { return try await running.value }
        let task = Task { try await operation() }
        inFlight[key] = task
        defer { inFlight[key] = nil }
        return try await task.value
    }
}
