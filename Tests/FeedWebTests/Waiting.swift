import Testing

/// Waiting in tests, bounded: for a condition to hold, or for an answer that must come first.
enum Waiting {
    /// Returns once `condition` holds, asked every 10 ms; throws when it still does not after 30 s.
    static func until(_ condition: () -> Bool) async throws {
        for _ in 0..<3_000 where !condition() {
            try await Task.sleep(for: .milliseconds(10))
        }
        try #require(condition(), "still not the case after 30 s")
    }

    /// `operation`'s result, or `nil` when `limit` passes first: a watchdog for an answer that must not
    /// wait for work the test holds (a slow answer held on a gated clock). When the limit passes,
    /// `operation` is cancelled and left to end on its own: this returns at once either way, and the
    /// test must let the held work go (or `operation` stay held until the process ends). To check the
    /// answer that came late, run the request in a task of the test's own and await that task here.
    static func answer<T: Sendable>(
        within limit: Duration, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T? {
        let (answers, continuation) = AsyncThrowingStream.makeStream(of: T?.self)
        let answering = Task {
            do { continuation.yield(try await operation()) } catch { continuation.finish(throwing: error) }
        }
        let watchdog = Task {
            try await Task.sleep(for: limit)
            continuation.yield(nil)
        }
        defer {
            watchdog.cancel()
            answering.cancel()
        }
        for try await first in answers { return first }
        // The stream ends without an answer only when the waiting task is cancelled: that is no answer
        // within the limit.
        try Task.checkCancellation()
        return nil
    }
}
