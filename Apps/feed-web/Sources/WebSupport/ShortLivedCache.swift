import Synchronization

/// Values kept for a short time, at most `capacity` of them: a busy page reuses a recent remote load
/// instead of making one per request.
///
/// - Misses of one key share one load: a caller that asks for a key while its load runs waits for that
///   load and gets its value or its error (through a ``SingleFlight``, so a cancelled caller stops
///   waiting without cancelling the load the others wait for).
/// - A value is fresh for `lifetime` from when its load ended (measured on `clock`, a monotonic one),
///   however long the load took; an older one is loaded again.
/// - Only successes are kept, and of them only those `keeping` accepts; when the cache is full the
///   oldest entry goes.
/// - With a `staleness`, a value past its lifetime but not past its staleness is still served at once
///   while one reload runs in the background; requests do not wait (and hold their frames) for it.
/// - An older value is reloaded by the request that finds it, which waits for the reload; the requests
///   that come while that reload runs are served the value it replaces at once, however old, instead
///   of all waiting for it with their frames (a crowd after a quiet spell).
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
    private let staleness: Duration
    private let capacity: Int
    private let keeping: @Sendable (Value) -> Bool
    private let stopwatch: Stopwatch
    private let loads = SingleFlight<Key, Loaded>()
    private let entries = Mutex<[Key: Entry]>([:])
    /// The keys whose reload runs in the background.
    private let reloading = Mutex<Set<Key>>([])

    /// - Parameters:
    ///   - lifetime: how long a value is reused after its load ended; `.zero` keeps nothing (concurrent
    ///     misses still share one load).
    ///   - capacity: the most values kept at once.
    ///   - clock: the clock the lifetime is measured on; tests pass one they advance themselves.
    ///   - staleness: how long past its lifetime a value is still served while one reload runs; `.zero`
    ///     (the default) makes every caller of an expired value wait for its reload.
    ///   - keeping: whether a loaded value is kept (a large one may not be); one that is not is still
    ///     shared by the callers that waited for its load.
    public init(
        lifetime: Duration, capacity: Int, clock: some Clock<Duration> = ContinuousClock(),
        staleness: Duration = .zero, keeping: @escaping @Sendable (Value) -> Bool = { _ in true }
    ) {
        self.lifetime = lifetime
        self.staleness = staleness
        self.capacity = max(1, capacity)
        self.keeping = keeping
        stopwatch = Stopwatch(clock: clock)
    }

    /// The value kept for `key` if it is younger than the lifetime (or, while a reload started now or
    /// before runs, than the lifetime and the staleness, or whatever its age while another request's
    /// reload of it runs); else the value of the load of `key` already running, or of `load()`, started
    /// now; kept for next time.
    ///
    /// - Throws: the error of the load waited for (which is not kept: the next miss loads again).
    public func value(for key: Key, load: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let now = stopwatch.elapsed
        guard let kept = entries.withLock({ $0[key] }) else { return try await loadAndKeep(key, load: load) }
        let age = now - kept.storedAt
        if age < lifetime { return kept.value }
        if age < lifetime + staleness {
            reloadInBackground(key, load: load)
            return kept.value
        }
        guard reloading.withLock({ $0.insert(key).inserted }) else { return kept.value }
        defer { _ = reloading.withLock { $0.remove(key) } }
        return try await loadAndKeep(key, load: load)
    }

    /// Starts the reload of `key` unless one runs; the next callers get its value once it is kept.
    private func reloadInBackground(_ key: Key, load: @escaping @Sendable () async throws -> Value) {
        guard reloading.withLock({ $0.insert(key).inserted }) else { return }
        Task {
            _ = try? await loadAndKeep(key, load: load)
            _ = reloading.withLock { $0.remove(key) }
        }
    }

    /// The value of the load of `key` already running, or of `load()`, started now; kept for next time.
    private func loadAndKeep(_ key: Key, load: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let loaded = try await loads.value(for: key) { [stopwatch] in
            let value = try await load()
            return Loaded(value: value, endedAt: stopwatch.elapsed)
        }
        keep(loaded, for: key)
        return loaded.value
    }

    /// Keeps `loaded` for `key` unless what is kept there is as recent (every waiter of a load keeps it).
    private func keep(_ loaded: Loaded, for key: Key) {
        guard lifetime > .zero, keeping(loaded.value) else { return }
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
