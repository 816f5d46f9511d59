/// Values kept for a short time, at most `capacity` of them: a busy page reuses a recent remote load
/// instead of making one per request. Only successes are kept; an entry older than `lifetime`
/// (measured on `clock`, a monotonic one) is loaded again, and when the cache is full the oldest entry goes.
public actor ShortLivedCache<Key: Hashable & Sendable, Value: Sendable> {
    private struct Entry {
        let value: Value
        /// When the value's load ended, on ``stopwatch``.
        let storedAt: Duration
    }

    private let lifetime: Duration
    private let capacity: Int
    private let stopwatch: Stopwatch
    private var entries: [Key: Entry] = [:]

    /// - Parameters:
    ///   - lifetime: how long a value is reused; `.zero` keeps nothing.
    ///   - capacity: the most values kept at once.
    ///   - clock: the clock the lifetime is measured on; tests pass one they advance themselves.
    public init(lifetime: Duration, capacity: Int, clock: some Clock<Duration> = ContinuousClock()) {
        self.lifetime = lifetime
        self.capacity = max(1, capacity)
        stopwatch = Stopwatch(clock: clock)
    }

    /// The value kept for `key` if it is younger than the lifetime, else `load()`'s, kept for next time.
    public func value(for key: Key, load: @Sendable () async throws -> Value) async throws -> Value {
        if let entry = entries[key], stopwatch.elapsed - entry.storedAt < lifetime { return entry.value }
        let value = try await load()
        guard lifetime > .zero else { return value }
        if entries[key] == nil, entries.count >= capacity { evictOldest() }
        entries[key] = Entry(value: value, storedAt: stopwatch.elapsed)
        return value
    }

    private func evictOldest() {
        let now = stopwatch.elapsed
        entries = entries.filter { now - $0.value.storedAt < lifetime }
        if entries.count >= capacity, let oldest = entries.min(by: { $0.value.storedAt < $1.value.storedAt }) {
            entries[oldest.key] = nil
        }
    }
}
