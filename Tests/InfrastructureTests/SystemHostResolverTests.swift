import Dispatch
import SharedAPI
import Synchronization
import Testing

@testable import SystemResolverInfrastructure

/// The system resolver on names that never leave this machine: IP literals and `localhost` (from
/// `/etc/hosts`). A failing lookup is not tested: it would ask a DNS server beyond loopback.
@Suite struct SystemHostResolverTests {
    @Test func anIPv4LiteralResolvesToItself() async throws {
        #expect(try await SystemHostResolver().addresses(of: "127.0.0.1") == [IPAddress(127, 0, 0, 1)])
    }

    @Test func anIPv6LiteralResolvesToItself() async throws {
        #expect(try await SystemHostResolver().addresses(of: "::1") == [IPAddress(v6: [0, 0, 0, 0, 0, 0, 0, 1])])
    }

    @Test func localhostResolvesToLoopbackAddressesOnly() async throws {
        let addresses = try await SystemHostResolver().addresses(of: "localhost")

        #expect(!addresses.isEmpty)
        #expect(addresses.allSatisfy { AddressClass(of: $0) == .loopback }, "\(addresses)")
    }
}

/// A name whose DNS never answers holds a thread in `getaddrinfo` per lookup: the resolver runs a
/// bounded number at once, and the others wait without a thread and give up with their request.
@Suite struct SystemHostResolverSlotsTests {
    @Test func lookupsPastTheBoundWaitAndLeaveWhenTheirRequestGivesUp() async throws {
        let stalled = StalledLookups()
        let slots = LookupSlots(limit: 2)
        let sut = SystemHostResolver(slots: slots, lookUp: stalled.lookUp)

        let requests = (0..<5).map { _ in Task { try await sut.addresses(of: "never-answers.test") } }
        try await waitUntil { stalled.entered == 2 }
        for request in requests { request.cancel() }
        var cancelled = 0
        for request in requests[2...] {
            if case .failure(let error) = await request.result, error is CancellationError { cancelled += 1 }
        }
        let enteredWhileStalled = stalled.entered

        stalled.answer()
        for request in requests[..<2] { _ = await request.result }

        #expect(enteredWhileStalled == 2, "at most two threads in the lookup")
        #expect(cancelled == 3, "the waiting lookups gave up with their requests")
        #expect(slots.running == 0, "every slot given back")
        #expect(try await sut.addresses(of: "after.test") == [IPAddress(127, 0, 0, 1)])
    }

    @Test func aFreedSlotGoesToTheNextWaiter() async throws {
        let stalled = StalledLookups()
        let sut = SystemHostResolver(slots: LookupSlots(limit: 1), lookUp: stalled.lookUp)

        let first = Task { try await sut.addresses(of: "first.test") }
        try await waitUntil { stalled.entered == 1 }
        let second = Task { try await sut.addresses(of: "second.test") }
        stalled.answer()

        #expect(try await first.value == [IPAddress(127, 0, 0, 1)])
        #expect(try await second.value == [IPAddress(127, 0, 0, 1)])
        #expect(stalled.entered == 2)
    }

    /// Polls `condition` for at most 30 s (a machine far slower than this one).
    private func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while !condition() && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        try #require(condition())
    }
}

/// A lookup that blocks its thread until ``answer()``, as `getaddrinfo` does on a DNS server that
/// never answers; then every lookup answers 127.0.0.1.
private final class StalledLookups: Sendable {
    private let state = Mutex((entered: 0, answered: false))
    private let gate = DispatchSemaphore(value: 0)

    var entered: Int { state.withLock { $0.entered } }

    var lookUp: @Sendable (String) throws -> [IPAddress] {
        { [self] _ in
            let mustWait = state.withLock { state in
                state.entered += 1
                return !state.answered
            }
            if mustWait { gate.wait() }
            return [IPAddress(127, 0, 0, 1)]
        }
    }

    func answer() {
        let waiting = state.withLock { state in
            state.answered = true
            return state.entered
        }
        for _ in 0..<waiting { gate.signal() }
    }
}
