import CommonTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import SampleBackend
import Testing

/// What visitors cost upstream, counted at the sample backend: concurrent requests for one resource
/// share one load, and refreshes within the refresh interval are served from the last load. The backend
/// answers slowly during the concurrent bursts, so that the requests arrive while the first one's load
/// is still running; a request that comes later finds the snapshot or the cached image, never a second load.
@Suite struct UpstreamLoadTests {
    @Test func concurrentRefreshesShareOneUpstreamLoad() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test(refreshInterval: .seconds(600)) { client in
                await harness.backend.setMode(.slow(.milliseconds(300)))
                let statuses = try await concurrently(20) { try await client.refresh(pages: 2).status }

                #expect(statuses == Array(repeating: .seeOther, count: 20))
                #expect(harness.backend.requestCounts.feedPages == 2, "one load of two pages")
            }
        }
    }

    @Test func aRefreshWithinTheIntervalIsServedFromTheLastLoad() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test(refreshInterval: .seconds(600)) { client in
                _ = try await client.refresh()
                _ = try await client.refresh()

                #expect(harness.backend.requestCounts.feedPages == 1)
            }
        }
    }

    @Test func aRefreshAfterTheIntervalLoadsAnew() async throws {
        let clock = ManualClock()
        try await WebAppHarness.run(monotonicClock: clock) { harness in
            try await harness.test(refreshInterval: .milliseconds(100)) { client in
                _ = try await client.refresh()
                clock.advance(by: .milliseconds(100))
                _ = try await client.refresh()

                #expect(harness.backend.requestCounts.feedPages == 2)
            }
        }
    }

    /// A refresh that comes while another refresh's walk is under way is that refresh: it is answered
    /// at once from the walk before it, with no load of its own, instead of waiting for that walk (a
    /// crowd pressing Refresh would otherwise hold a task each until it ends). The first refresh's
    /// load waits at the backend until the test opens the clock's gate.
    @Test func aRefreshDuringAnotherRefreshsWalkIsAnsweredFromTheWalkBeforeIt() async throws {
        let clock = GatedClock()
        try await WebAppHarness.run(monotonicClock: clock) { harness in
            try await harness.test(snapshotLifetime: .seconds(600), refreshInterval: .zero) { client in
                _ = try await client.refresh()
                await harness.backend.setMode(.slow(.seconds(1)))
                let first = Task { try await client.refresh() }
                let second: Page?
                let loadsMeanwhile: Int
                do {
                    try await Waiting.until { harness.backend.requestCounts.feedPages == 2 }
                    second = try await Waiting.answer(within: .seconds(20)) { try await client.refresh() }
                    loadsMeanwhile = harness.backend.requestCounts.feedPages
                } catch {
                    clock.open()
                    throw error
                }
                clock.open()
                let firstStatus = try await first.value.status

                #expect(second != nil, "answered while the first refresh's load is held (it would wait 30 s for it)")
                #expect(second?.status == .seeOther && firstStatus == .seeOther)
                #expect(loadsMeanwhile == 2, "the second refresh made no load of its own")
                #expect(harness.backend.requestCounts.feedPages == 2)
            }
        }
    }

    /// As above when the refreshes ask for more pages than the walk before them holds: the second is
    /// answered at once all the same (its answer is the redirect to the page, which then shows the new
    /// walk), instead of waiting with its frames for the first one's walk and extension.
    @Test func aRefreshForMorePagesThanTheWalkBeforeItHoldsIsAnsweredAtOnceToo() async throws {
        let clock = GatedClock()
        try await WebAppHarness.run(monotonicClock: clock) { harness in
            try await harness.test(snapshotLifetime: .seconds(600), refreshInterval: .zero) { client in
                _ = try await client.refresh(pages: 1)
                await harness.backend.setMode(.slow(.seconds(1)))
                let first = Task { try await client.refresh(pages: 4) }
                let second: Page?
                do {
                    try await Waiting.until { harness.backend.requestCounts.feedPages == 2 }
                    second = try await Waiting.answer(within: .seconds(20)) { try await client.refresh(pages: 4) }
                } catch {
                    clock.open()
                    throw error
                }
                clock.open()
                let firstStatus = try await first.value.status

                #expect(second?.status == .seeOther, "answered while the first refresh's load is held")
                #expect(firstStatus == .seeOther)
                #expect(harness.backend.requestCounts.feedPages == 5, "one walk of four pages after the first load")
            }
        }
    }

    /// A snapshot is fresh from when its load ended: a feed API that takes longer than the snapshot's
    /// lifetime to answer (or to time out into the cached feed) costs one slow load per lifetime, not
    /// one per visitor. Time is the test's clock: the slow answer moves it by 1.2 s, and only the test
    /// moves it past the lifetime and the staleness (as long again, when a kept load is still served
    /// while it is reloaded).
    @Test func aLoadSlowerThanTheSnapshotLifetimeIsStillReusedAfterIt() async throws {
        let clock = ManualClock()
        try await WebAppHarness.run(monotonicClock: clock) { harness in
            try await harness.test(snapshotLifetime: .seconds(1)) { client in
                await harness.backend.setMode(.slow(.milliseconds(1_200)))
                let requested = clock.now
                let first = try await client.page("/")
                #expect(requested.duration(to: clock.now) >= .milliseconds(1_200), "the load outlasts the lifetime")
                let second = try await client.page("/")

                #expect(first.status == .ok && second.cellCount == first.cellCount)
                #expect(harness.backend.requestCounts.feedPages == 1)

                clock.advance(by: .seconds(2))
                #expect(try await client.page("/").status == .ok)
                #expect(
                    harness.backend.requestCounts.feedPages == 2,
                    "loaded again, and waited for, once the lifetime and as long again passed")
            }
        }
    }

    /// Comments are asked of the feed API only for images the feed has: any other id is a 404 that
    /// costs nothing upstream.
    @Test func commentsOfIdsTheFeedNeverHadCostNoUpstreamRequest() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                _ = try await client.page("/")
                var statuses: [HTTPResponse.Status] = []
                for _ in 0..<20 {
                    statuses.append(try await client.page("/images/\(UUID().uuidString)/comments").status)
                }
                let known = try await client.page("/images/\(harness.dataSet.images[0].id.uuidString)/comments")

                #expect(statuses == Array(repeating: .notFound, count: 20))
                #expect(known.status == .ok)
                #expect(harness.backend.requestCounts.comments == 1)
            }
        }
    }

    /// Page counts asked in turn extend one walk: 1, 2, 3 and 4 pages (and 5 past the end) cost each
    /// page once, not 1 + 2 + 3 + 4 loads.
    @Test func longerPageCountsExtendTheWalkInsteadOfStartingAgain() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test(snapshotLifetime: .seconds(600)) { client in
                var cells: [Int] = []
                for pages in 1...5 { cells.append(try await client.page("/?pages=\(pages)").cellCount) }
                for pages in (1...5).reversed() { cells.append(try await client.page("/?pages=\(pages)").cellCount) }

                #expect(cells == [10, 20, 30, 36, 36, 36, 36, 30, 20, 10])
                #expect(harness.backend.requestCounts.feedPages == 5, "four pages and the empty fifth, once each")
            }
        }
    }

    /// A GET has no side effects: `?refresh=1` (an old link, a crawler, a prefetch) loads nothing anew.
    @Test func aGETNeverLoadsAnew() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test(snapshotLifetime: .seconds(600)) { client in
                for _ in 0..<5 { _ = try await client.page("/?refresh=1") }

                #expect(harness.backend.requestCounts.feedPages == 1)
            }
        }
    }

    /// Refresh is a form post from the page itself: one from another site is refused and loads nothing.
    @Test func aRefreshPostedFromAnotherSiteIsRefused() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let foreign = try await client.refresh(origin: "https://attacker.example")
                let own = try await client.refresh()
                let noOrigin = try await client.refresh(origin: nil)

                #expect(foreign.status == .forbidden)
                #expect(own.status == .seeOther)
                #expect(own.headers[.location] == "/?pages=1")
                #expect(noOrigin.status == .seeOther)
                #expect(harness.backend.requestCounts.feedPages == 2)
            }
        }
    }

    @Test func concurrentRequestsForOneImageShareOneDownload() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                _ = try await client.page("/")
                let id = harness.dataSet.images[0].id.uuidString
                await harness.backend.setMode(.slow(.milliseconds(300)))

                let statuses = try await concurrently(20) { try await client.page("/images/\(id)").status }

                #expect(statuses == Array(repeating: .ok, count: 20))
                #expect(harness.backend.requestCounts.images == 1)
            }
        }
    }

    @Test func concurrentRequestsForOneImagesCommentsShareOneLoad() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let id = harness.dataSet.images[0].id.uuidString
                _ = try await client.page("/")  // comments are served for images the feed has
                // Comments are not reused here (no lifetime): only overlapping requests can share, so leave
                // ample time to overlap.
                await harness.backend.setMode(.slow(.seconds(2)))

                let statuses = try await concurrently(20) {
                    try await client.page("/images/\(id)/comments").status
                }

                #expect(statuses == Array(repeating: .ok, count: 20))
                #expect(harness.backend.requestCounts.comments == 1)
            }
        }
    }

    @Test func commentsAreReusedWithinTheirLifetimeAndLoadedAgainWithout() async throws {
        try await WebAppHarness.run { harness in
            let id = harness.dataSet.images[0].id.uuidString
            try await harness.test(commentsLifetime: .seconds(600)) { client in
                _ = try await client.page("/")
                let first = try await client.page("/images/\(id)/comments")
                let second = try await client.page("/images/\(id)/comments")
                #expect([first.status, second.status] == [.ok, .ok])
            }
            #expect(harness.backend.requestCounts.comments == 1)

            try await harness.test(commentsLifetime: .zero) { client in
                _ = try await client.page("/")
                let first = try await client.page("/images/\(id)/comments")
                let second = try await client.page("/images/\(id)/comments")
                #expect([first.status, second.status] == [.ok, .ok])
            }
            #expect(harness.backend.requestCounts.comments == 3)
        }
    }

    /// A failed load is not kept: the next request loads again, and shows the comments once online.
    @Test func aFailedLoadOfCommentsIsNotReused() async throws {
        try await WebAppHarness.run { harness in
            let id = harness.dataSet.images[0].id.uuidString
            try await harness.test(commentsLifetime: .seconds(600)) { client in
                _ = try await client.page("/")
                await harness.backend.setMode(.serverError)
                let failed = try await client.page("/images/\(id)/comments")
                await harness.backend.setMode(.normal)
                let loaded = try await client.page("/images/\(id)/comments")
                #expect(failed.status == .serviceUnavailable)
                #expect(loaded.status == .ok)
            }
        }
    }

    /// Runs `count` copies of `operation` at once; their results in no particular order.
    private func concurrently<T: Sendable>(
        _ count: Int, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> [T] {
        try await withThrowingTaskGroup(of: T.self) { group in
            for _ in 0..<count { group.addTask(operation: operation) }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }
}
