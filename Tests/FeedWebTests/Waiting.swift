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
    /// wait for work the test holds (a slow answer
    /// held on a gated clock).
    static func answer<T: Sendable>(
        within limit: Duration, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T? {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: limit)
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}
