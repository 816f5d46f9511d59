import CommonTestSupport
import Testing
import WebSupport

/// A short-lived cache: misses of one key share one load, a value is fresh for its lifetime from when
/// its load ended, failures are not kept, and the oldest entry goes when it is full. Time is the test's
/// clock: only the test moves it.
@Suite("Short-lived cache")
struct ShortLivedCacheTests {
    struct LoadError: Error, Equatable {}

    @Test func concurrentMissesOfOneKeyShareOneLoad() async throws {
        let cache = ShortLivedCache<Int, Int>(lifetime: .seconds(1), capacity: 1, clock: ManualClock())
        let loads = LoadLog()
        let gate = Gate()

        let values = try await withThrowingTaskGroup(of: Int.self) { group in
            group.addTask { try await cache.value(for: 0) { await loads.gated(by: gate) } }
            await loads.waitForStart()
            for _ in 1..<10 { group.addTask { try await cache.value(for: 0) { await loads.gated(by: gate) } } }
            await gate.open(afterYields: 100)
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(values == Array(repeating: 1, count: 10))
        #expect(await loads.count == 1)
    }

    @Test func everyWaiterOfAFailedLoadGetsItsFailureAndTheFailureIsNotKept() async throws {
        let cache = ShortLivedCache<Int, Int>(lifetime: .seconds(1), capacity: 1, clock: ManualClock())
        let loads = LoadLog()
        let gate = Gate()

        let results = await withTaskGroup(of: Result<Int, LoadError>.self) { group in
            for _ in 0..<5 {
                group.addTask {
                    do {
                        return .success(
                            try await cache.value(for: 0) {
                                _ = await loads.gated(by: gate)
                                throw LoadError()
                            })
                    } catch {
                        return .failure(error as? LoadError ?? LoadError())
                    }
                }
            }
            await loads.waitForStart()
            await gate.open(afterYields: 100)
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: .failure(LoadError()), count: 5))

        let loadsBefore = await loads.count
        let value = try await cache.value(for: 0) { await loads.next() }
        #expect(await loads.count == loadsBefore + 1, "a failure is not kept: the next miss loads again")
        #expect(value == loadsBefore + 1)
    }

    @Test func aValueThatKeepingRefusesIsReturnedButNotKept() async throws {
        let cache = ShortLivedCache<Int, Int>(
            lifetime: .seconds(1), capacity: 2, clock: ManualClock(), keeping: { $0 % 2 == 0 })
        let loads = LoadLog()

        #expect(try await cache.value(for: 0) { await loads.next() } == 1)
        #expect(try await cache.value(for: 0) { await loads.next() } == 2, "1 was refused: loaded again")
        #expect(try await cache.value(for: 0) { await loads.next() } == 2, "2 was kept")
        #expect(await loads.count == 2)
    }

    @Test func aValueIsFreshForItsLifetimeFromWhenItsLoadEnded() async throws {
        let clock = ManualClock()
        let cache = ShortLivedCache<Int, Int>(lifetime: .seconds(1), capacity: 1, clock: clock)
        let loads = LoadLog()

        let first = try await cache.value(for: 0) {
            clock.advance(by: .seconds(5))  // the load outlasts the lifetime
            return await loads.next()
        }
        let rightAfter = try await cache.value(for: 0) { await loads.next() }
        clock.advance(by: .milliseconds(999))
        let justBeforeTheLifetime = try await cache.value(for: 0) { await loads.next() }
        clock.advance(by: .milliseconds(1))
        let atTheLifetime = try await cache.value(for: 0) { await loads.next() }

        #expect([first, rightAfter, justBeforeTheLifetime, atTheLifetime] == [1, 1, 1, 2])
    }

    @Test func aZeroLifetimeKeepsNothing() async throws {
        let cache = ShortLivedCache<Int, Int>(lifetime: .zero, capacity: 1, clock: ManualClock())
        let loads = LoadLog()

        let first = try await cache.value(for: 0) { await loads.next() }
        let second = try await cache.value(for: 0) { await loads.next() }

        #expect([first, second] == [1, 2])
    }

    @Test func aFullCacheDropsItsOldestEntry() async throws {
        let clock = ManualClock()
        let cache = ShortLivedCache<String, Int>(lifetime: .seconds(10), capacity: 2, clock: clock)
        let loads = LoadLog()

        let a = try await cache.value(for: "a") { await loads.next() }
        clock.advance(by: .seconds(1))
        let b = try await cache.value(for: "b") { await loads.next() }
        clock.advance(by: .seconds(1))
        let c = try await cache.value(for: "c") { await loads.next() }  // "a" goes
        let keptB = try await cache.value(for: "b") { await loads.next() }
        let keptC = try await cache.value(for: "c") { await loads.next() }
        let reloadedA = try await cache.value(for: "a") { await loads.next() }  // "b" goes

        #expect([a, b, c, keptB, keptC, reloadedA] == [1, 2, 3, 2, 3, 4])
    }

    @Test func withAStalenessAnExpiredValueIsServedAtOnceWhileOneReloadRuns() async throws {
        let clock = ManualClock()
        let cache = ShortLivedCache<Int, Int>(lifetime: .seconds(1), capacity: 1, clock: clock, staleness: .seconds(1))
        let loads = LoadLog()
        let gate = Gate()

        let first = try await cache.value(for: 0) { await loads.next() }
        clock.advance(by: .milliseconds(1500))
        var whileReloading: [Int] = []
        for _ in 0..<5 {
            whileReloading.append(try await cache.value(for: 0) { await loads.gated(by: gate) })
        }
        await gate.open(afterYields: 0)
        var reloaded = first
        for _ in 0..<1_000 where reloaded == first {
            await Task.yield()
            reloaded = try await cache.value(for: 0) { await loads.next() }
        }

        #expect(first == 1)
        #expect(whileReloading == Array(repeating: 1, count: 5), "served at once, not waiting for the gate")
        #expect(reloaded == 2, "the one reload's value, kept")
        #expect(await loads.count == 2)
    }

    @Test func pastItsStalenessAValueIsLoadedAgainBeforeItIsServed() async throws {
        let clock = ManualClock()
        let cache = ShortLivedCache<Int, Int>(lifetime: .seconds(1), capacity: 1, clock: clock, staleness: .seconds(1))
        let loads = LoadLog()

        let first = try await cache.value(for: 0) { await loads.next() }
        clock.advance(by: .seconds(2))
        let second = try await cache.value(for: 0) { await loads.next() }

        #expect([first, second] == [1, 2])
    }

    @Test func keysAreLoadedAndKeptApart() async throws {
        let cache = ShortLivedCache<String, String>(lifetime: .seconds(1), capacity: 10, clock: ManualClock())

        let a = try await cache.value(for: "a") { "A" }
        let b = try await cache.value(for: "b") { "B" }
        let keptA = try await cache.value(for: "a") { "not kept" }

        #expect([a, b, keptA] == ["A", "B", "A"])
    }
}

/// Counts loads; each returns its number, from 1.
private actor LoadLog {
    private(set) var count = 0
    private var startWaiters: [CheckedContinuation<Void, Never>] = []

    func next() -> Int {
        count += 1
        for waiter in startWaiters { waiter.resume() }
        startWaiters = []
        return count
    }

    /// A load that counts itself as started, then ends when `gate` opens.
    func gated(by gate: Gate) async -> Int {
        let number = next()
        await gate.wait()
        return number
    }

    /// Returns once a load has started.
    func waitForStart() async {
        if count > 0 { return }
        await withCheckedContinuation { startWaiters.append($0) }
    }
}

/// Holds loads until the test opens it.
private actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Lets the callers started meanwhile reach the load they share, then lets the loads end. A caller
    /// that arrives later still finds the kept value (or, after a failure, loads anew): one load either way
    /// for a cache that shares its loads.
    func open(afterYields yields: Int) async {
        for _ in 0..<yields { await Task.yield() }
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}
