import Synchronization

/// Values kept for a short time, at most `capacity` of them: a busy page reuses a recent remote load
/// instead of making one per request.
///
/// - Misses of one key share one load: a caller that asks for a key while its load runs waits for that
///   load and gets its value or its error (through a ``SingleFlight``, so a cancelled caller stops
///   waiting without cancelling the load the others wait for).
/// - A value is fresh for `lifetime` from when its load ended (measured on `clock`, a monotonic one),
///   however long the load took; an older one is loaded again.
/// - Only successes are kept; when the cache is full the oldest entry goes.
/// - A fresh value is read under a lock, without suspending: a request that finds its value fresh does
///   not wait in an executor's queue with its frames (see `RequestTaskResponder`).
public final class ShortLivedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        let value: Value
        /// When the value's load ended, on ``stopwatch``.
        let storedAt: Duration
    }

    /// A load's value and when the load ended, on ``stopwatch``.
    private struct Loaded: Sendable {
        let value: Value
        let endedAt: Duration
    }

    private let lifetime: Duration
    private let capacity: Int
    private let stopwatch: Stopwatch
    private let loads = SingleFlight<Key, Loaded>()
    private let entries = Mutex<[Key: Entry]>([:])

    /// - Parameters:
    ///   - lifetime: how long a value is reused after its load ended; `.zero` keeps nothing (concurrent
    ///     misses still share one load).
    ///   - capacity: the most values kept at once.
    ///   - clock: the clock the lifetime is measured on; tests pass one they advance themselves.
    public init(lifetime: Duration, capacity: Int, clock: some Clock<Duration> = ContinuousClock()) {
        self.lifetime = lifetime
        self.capacity = max(1, capacity)
        stopwatch = Stopwatch(clock: clock)
    }

    /// The value kept for `key` if it is younger than the lifetime; else the value of the load of `key`
    /// already running, or of `load()`, started now; kept for next time.
    ///
    /// - Throws: the error of the load waited for (which is not kept: the next miss loads again).
    public func value(for key: Key, load: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let now = stopwatch.elapsed
        let fresh = entries.withLock { entries in
            entries[key].flatMap { now - $0.storedAt < lifetime ? $0.value : nil }
        }
        if let fresh { return fresh }
        let loaded = try await loads.value(for: key) { [stopwatch] in
            let value = try await load()
            return Loaded(value: value, endedAt: stopwatch.elapsed)
        }
        keep(loaded, for: key)
        return loaded.value
    }

    /// Keeps `loaded` for `key` unless what is kept there is as recent (every waiter of a load keeps it).
    private func keep(_ loaded: Loaded, for key: Key) {
        guard lifetime > .zero else { return }
        let now = stopwatch.elapsed
        entries.withLock { entries in
            if let entry = entries[key] {
                guard entry.storedAt < loaded.endedAt else { return }
            } else if entries.count >= capacity {
                evictOldest(from: &entries, now: now)
            }
            entries[key] = Entry(value: loaded.value, storedAt: loaded.endedAt)
        }
    }

    private func evictOldest(from entries: inout [Key: Entry], now: Duration) {
        entries = entries.filter { now - $0.value.storedAt < lifetime }
        if entries.count >= capacity, let oldest = entries.min(by: { $0.value.storedAt < $1.value.storedAt }) {
            entries[oldest.key] = nil
        }
    }
}
