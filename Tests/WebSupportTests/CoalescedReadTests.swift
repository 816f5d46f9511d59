import Testing
import WebSupport

/// A coalesced read: calls made while a read runs share the next read, never the running one (its
/// value may be older than they are); nothing is kept between reads, and a failure is not kept.
@Suite("Coalesced read")
struct CoalescedReadTests {
    struct ReadError: Error, Equatable {}

    @Test func aCallWhileAReadRunsGetsTheNextReadSharedWithTheOthersMeanwhile() async throws {
        let reads = Reads()
        let read = CoalescedRead { await reads.gated() }

        let values = try await withThrowingTaskGroup(of: Int.self) { group in
            group.addTask { try await read.value() }
            await reads.waitForStart()
            for _ in 1..<5 { group.addTask { try await read.value() } }
            await reads.open(afterYields: 100)
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(values.sorted() == [1, 2, 2, 2, 2], "the first read's value only to the call that started it")
        #expect(await reads.count == 2)
    }

    @Test func aCallWithoutAReadRunningReadsAnew() async throws {
        let reads = Reads()
        await reads.open(afterYields: 0)
        let read = CoalescedRead { await reads.gated() }

        #expect(try await read.value() == 1)
        #expect(try await read.value() == 2, "nothing is kept")
    }

    @Test func aFailedReadFailsItsCallersAndIsNotKept() async throws {
        let reads = Reads()
        await reads.open(afterYields: 0)
        let read = CoalescedRead<Int> {
            let number = await reads.gated()
            if number == 1 { throw ReadError() }
            return number
        }

        await #expect(throws: ReadError.self) { try await read.value() }
        #expect(try await read.value() == 2)
    }
}

/// Counts reads, each returning its number from 1, and holds them until the test opens the gate.
private actor Reads {
    private(set) var count = 0
    private var isOpen = false
    private var gateWaiters: [CheckedContinuation<Void, Never>] = []
    private var startWaiters: [CheckedContinuation<Void, Never>] = []

    /// A read that counts itself as started, then ends once the gate is open.
    func gated() async -> Int {
        count += 1
        let number = count
        for waiter in startWaiters { waiter.resume() }
        startWaiters = []
        if !isOpen { await withCheckedContinuation { gateWaiters.append($0) } }
        return number
    }

    /// Returns once a read has started.
    func waitForStart() async {
        if count > 0 { return }
        await withCheckedContinuation { startWaiters.append($0) }
    }

    /// Lets the callers started meanwhile reach the read they share, then lets every read end.
    func open(afterYields yields: Int) async {
        for _ in 0..<yields { await Task.yield() }
        isOpen = true
        for waiter in gateWaiters { waiter.resume() }
        gateWaiters = []
    }
}
