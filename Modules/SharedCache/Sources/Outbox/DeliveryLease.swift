/// A lease that one deliverer holds at a time, as a store takes it: tried without waiting, then again
/// every `retryInterval` until the caller's patience runs out; released when the delivery ends.
///
/// Stores build one from their own lock (an in-process set, a lock file, a database's advisory lock)
/// and run deliveries through ``run(waitingAtMost:_:)``.
public struct DeliveryLease: Sendable {
    private let tryTake: @Sendable () async throws -> Bool
    private let release: @Sendable () async -> Void
    private let retryInterval: Duration

    /// - Parameters:
    ///   - retryInterval: how long to wait between two tries while another deliverer holds the lease.
    ///   - tryTake: takes the lease if it is free, without waiting; `true` when it did.
    ///   - release: gives it back; it must not fail (a store that cannot release it ends what holds it,
    ///     as a database connection closed).
    public init(
        retryInterval: Duration = .milliseconds(20), tryTake: @escaping @Sendable () async throws -> Bool,
        release: @escaping @Sendable () async -> Void
    ) {
        self.tryTake = tryTake
        self.release = release
        self.retryInterval = retryInterval
    }

    /// Runs `delivery` holding the lease, after waiting up to `patience` for it.
    /// - Returns: what `delivery` returned; `nil`, without running it, when the lease stayed taken.
    public func run<Result: Sendable>(
        waitingAtMost patience: Duration, _ delivery: @Sendable () async throws -> Result
    ) async throws -> Result? {
        guard try await take(waitingAtMost: patience) else { return nil }
        let result: Result
        do {
            result = try await delivery()
        } catch {
            await release()
            throw error
        }
        await release()
        return result
    }

    private func take(waitingAtMost patience: Duration) async throws -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: patience)
        while true {
            if try await tryTake() { return true }
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { return false }
            try await Task.sleep(for: min(retryInterval, left))
        }
    }
}
