import CommonTestSupport
import HTTPTypes
import SampleBackend
import Testing

/// Every page's kept load, past its lifetime by less than as long again, is still served at once while
/// one reload runs in the background: a crowd of 1,000 connections never waits (each request holding
/// its frames, about 18 KiB of them for the photos page) for the load that replaces the one it was
/// just shown. The feed API holds the reload (its slow answer sleeps on the test's gated clock) until
/// the test opens the gate; a request that waited for it would not answer before.
@Suite struct StaleWhileReloadingTests {
    /// A route and the backend's count of the loads it makes.
    struct Route: Sendable, CustomTestStringConvertible {
        let path: String
        let loads: @Sendable (RequestCounts) -> Int
        var testDescription: String { path }
    }

    static let routes = [
        Route(path: "/", loads: \.feedPages),
        Route(path: "/photos", loads: \.photoPages),
        Route(path: "/requirements", loads: \.requirements),
    ]

    @Test(arguments: routes)
    func aPagePastItsLifetimeIsServedAtOnceWhileOneReloadRuns(_ route: Route) async throws {
        let clock = GatedClock()
        try await WebAppHarness.run(monotonicClock: clock) { harness in
            try await harness.test(snapshotLifetime: .seconds(10)) { client in
                #expect(try await client.page(route.path).status == .ok)
                #expect(route.loads(harness.backend.requestCounts) == 1)
                await harness.backend.setMode(.slow(.seconds(1)))
                clock.advance(by: .seconds(15))

                let pastTheLifetime: [Page?]
                do {
                    pastTheLifetime = [
                        try await Waiting.answer(within: .seconds(20)) { try await client.page(route.path) },
                        try await Waiting.answer(within: .seconds(20)) { try await client.page(route.path) },
                    ]
                    try await Waiting.until { route.loads(harness.backend.requestCounts) == 2 }
                } catch {
                    clock.open()
                    throw error
                }
                clock.open()
                clock.advance(by: .seconds(5))
                let afterTheReload = try await client.page(route.path)

                #expect(
                    pastTheLifetime.map { $0?.status } == [.ok, .ok],
                    "served while the reload is held (a request waiting for it would answer only after the gate opens)")
                #expect(afterTheReload.status == .ok)
                #expect(
                    route.loads(harness.backend.requestCounts) == 2,
                    "one reload for both, kept: 20 s after the first load, the next page is served from the reload")
            }
        }
    }

    /// Past twice its lifetime, a kept load is reloaded by the request that finds it, which waits for
    /// the reload; the requests that come while it runs are served the kept load at once.
    @Test(arguments: routes)
    func pastTwiceItsLifetimeOnlyTheRequestThatReloadsWaits(_ route: Route) async throws {
        let clock = GatedClock()
        try await WebAppHarness.run(monotonicClock: clock) { harness in
            try await harness.test(snapshotLifetime: .seconds(10)) { client in
                #expect(try await client.page(route.path).status == .ok)
                await harness.backend.setMode(.slow(.seconds(1)))
                clock.advance(by: .seconds(25))

                let reloading = Task { try await client.page(route.path) }
                let meanwhile: Page?
                do {
                    try await Waiting.until { route.loads(harness.backend.requestCounts) == 2 }
                    meanwhile = try await Waiting.answer(within: .seconds(20)) { try await client.page(route.path) }
                } catch {
                    clock.open()
                    throw error
                }
                clock.open()
                let reloaded = try await reloading.value

                #expect(meanwhile?.status == .ok, "served the kept load while the first request's reload is held")
                #expect(reloaded.status == .ok)
                #expect(route.loads(harness.backend.requestCounts) == 2, "one reload")
            }
        }
    }

    /// With no lifetime (`--snapshot-seconds 0`) nothing is kept: a request that comes while another
    /// request walks the feed anew waits for that walk and shares it, never served the walk before it.
    @Test func withNoLifetimeARequestDuringAnothersWalkWaitsForIt() async throws {
        let clock = GatedClock()
        try await WebAppHarness.run(monotonicClock: clock) { harness in
            try await harness.test(snapshotLifetime: .zero) { client in
                #expect(try await client.page("/").status == .ok)
                await harness.backend.setMode(.slow(.seconds(1)))

                let walking = Task { try await client.page("/") }
                let meanwhile: Task<Page, any Error>
                let answeredWhileHeld: Page?
                do {
                    try await Waiting.until { harness.backend.requestCounts.feedPages == 2 }
                    meanwhile = Task { try await client.page("/") }
                    answeredWhileHeld = try await Waiting.answer(within: .seconds(2)) { try await meanwhile.value }
                } catch {
                    clock.open()
                    throw error
                }
                clock.open()
                let walked = try await walking.value
                let shared = try await meanwhile.value

                #expect(
                    answeredWhileHeld?.status == nil,
                    "answered while the walk it should share was held: the walk before it")
                #expect(walked.status == .ok)
                #expect(shared.status == .ok)
                #expect(harness.backend.requestCounts.feedPages == 2, "one walk for both")
            }
        }
    }
}
