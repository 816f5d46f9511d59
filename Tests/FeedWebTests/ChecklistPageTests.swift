import AppSupport
import CommonTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import Requirements
import SQLiteInfrastructure
import SampleBackend
import Testing

/// The requirements plugin over HTTP, in every state: each item's state, Validate online and offline
/// through the outbox (in order, once, across a restart), the background delivery, a full outbox,
/// forged posts, no checklist at all, and each language.
@Suite("Checklist page")
struct ChecklistPageTests {
    @Test func onlineShowsEveryItemNotDoneWithAValidateButtonAndTheFormWithItsToken() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let page = try await client.page("/requirements")
                let itemIDs = harness.dataSet.requirements.itemIDs
                let token = try #require(page.csrfToken)

                #expect(page.status == .ok && page.body.contains("<h1>Requirements</h1>"))
                #expect(page.body.contains("<h2>Swift</h2>") && page.body.contains("<h3>Language</h3>"))
                #expect(page.count(of: "class=\"item none\"") == itemIDs.count)
                #expect(page.count(of: "Not done") == itemIDs.count)
                #expect(page.count(of: "form=\"validation\" formaction=\"/requirements/items/") == itemIDs.count)
                #expect(page.body.contains("formaction=\"/requirements/items/\(itemIDs[0].uuidString)/validations\""))
                #expect(page.count(of: "<form id=\"validation\" method=\"post\">") == 1)
                #expect(page.count(of: "value=\"\(token)\"") == 1, "the one form carries the token")
                #expect(page.headers[.setCookie] == "csrf=\(token); Path=/; HttpOnly; SameSite=Strict")
                #expect(!page.body.contains("id=\"outbox\""), "no banner with nothing pending")
            }
        }
    }

    /// As the feed's snapshot: an API slower than the snapshot's lifetime (or stalling until the timeout,
    /// when the cached checklist is shown) costs one slow load per lifetime, not one per visitor. Time is
    /// the test's clock: the slow answer moves it by 1.2 s, and only the test moves it past the lifetime
    /// and the staleness (as long again, when a kept load is still served while it is reloaded).
    @Test func aChecklistLoadedSlowerThanTheSnapshotLifetimeIsStillReusedAfterIt() async throws {
        let clock = ManualClock()
        try await WebAppHarness.run(monotonicClock: clock) { harness in
            try await harness.test(snapshotLifetime: .seconds(1)) { client in
                await harness.backend.setMode(.slow(.milliseconds(1_200)))
                let requested = clock.now
                let first = try await client.page("/requirements")
                #expect(requested.duration(to: clock.now) >= .milliseconds(1_200), "the load outlasts the lifetime")
                let second = try await client.page("/requirements")

                #expect(first.status == .ok && second.status == .ok)
                #expect(second.count(of: "class=\"item none\"") == harness.dataSet.requirements.itemIDs.count)
                #expect(harness.backend.requestCounts.requirements == 1)

                clock.advance(by: .seconds(2))
                #expect(try await client.page("/requirements").status == .ok)
                #expect(
                    harness.backend.requestCounts.requirements == 2,
                    "loaded again, and waited for, once the lifetime and as long again passed")
            }
        }
    }

    @Test func validatingOnlineSendsItOnceAndMarksTheItemDone() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let item = harness.dataSet.requirements.itemIDs[0]
                let token = try #require(try await client.page("/requirements").csrfToken)

                let posted = try await client.validate(item, token: token, cookie: token)
                #expect(posted.status == .seeOther)
                #expect(
                    posted.headers[.location] == "/requirements?validated=\(item.uuidString)#item-\(item.uuidString)")

                let page = try await client.page("/requirements?validated=\(item.uuidString)")
                #expect(page.body.contains("Validated: Value and reference semantics"))
                #expect(page.body.contains("class=\"item done\" id=\"item-\(item.uuidString)\""))
                #expect(harness.backend.recordedValidations.map(\.itemID) == [item])
            }
        }
    }

    @Test(
        arguments: [
            (token: nil, cookie: "0123456789abcdef0123456789abcdef", origin: "http://localhost"),
            (token: "0123456789abcdef0123456789abcdef", cookie: nil, origin: "http://localhost"),
            (
                token: "0123456789abcdef0123456789abcdef", cookie: "fedcba9876543210fedcba9876543210",
                origin: "http://localhost"
            ),
            (
                token: "0123456789abcdef0123456789abcdef", cookie: "0123456789abcdef0123456789abcdef",
                origin: "https://evil.example"
            ),
        ] as [(token: String?, cookie: String?, origin: String?)])
    func aForgedPostIsRefusedAndSavesNothing(token: String?, cookie: String?, origin: String?) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let item = harness.dataSet.requirements.itemIDs[0]
                let posted = try await client.validate(item, token: token, cookie: cookie, origin: origin)
                let page = try await client.page("/requirements")

                #expect(posted.status == .forbidden)
                #expect(harness.backend.recordedValidations.isEmpty)
                #expect(page.count(of: "class=\"item none\"") == harness.dataSet.requirements.itemIDs.count)
            }
        }
    }

    @Test func offlineValidationsWaitInOrderAndTheBackgroundDeliverySendsThemOnce() async throws {
        try await WebAppHarness.run { harness in
            let items = Array(harness.dataSet.requirements.itemIDs.prefix(2))
            try await harness.test(deliveryInterval: .milliseconds(200)) { client in
                let token = try #require(try await client.page("/requirements").csrfToken)
                await harness.backend.setMode(.offline)
                for item in items {
                    #expect(try await client.validate(item, token: token, cookie: token).status == .seeOther)
                }
                let page = try await client.page("/requirements?validated=\(items[1].uuidString)")
                #expect(page.body.contains("Saved offline: Generics and protocols with associated types"))
                #expect(page.count(of: "class=\"item pending\"") == 2)
                #expect(page.body.contains("<p class=\"pending-count\">Pending: 2</p>"))
                #expect(page.body.contains("the server cannot be reached"))

                await harness.backend.setMode(.normal)
                let delivered = try await waitUntil(client, shows: { $0.count(of: "class=\"item done\"") == 2 })
                try await Task.sleep(for: .milliseconds(500))  // more rounds of delivery send nothing again
                #expect(harness.backend.recordedValidations.map(\.itemID) == items)
                #expect(!delivered.body.contains("id=\"outbox\""))
            }
        }
    }

    /// `requirements --base-url <other>` queued it offline; only that server may receive it, and the page
    /// says so instead of "will be sent when the server can be reached".
    @Test func aValidationQueuedForAnotherServerSaysItIsThatServers() async throws {
        try await WebAppHarness.run { harness in
            let item = harness.dataSet.requirements.itemIDs[3]
            let store = SQLiteOutboxStore(
                storeURL: harness.storeURL.deletingLastPathComponent().appending(path: "requirements.sqlite"))
            try await store.enqueue(
                RequirementValidation(id: UUID(), itemID: item, validatedAt: Date(), server: "http://192.0.2.7:8081")
                    .outboxMessage,
                capacity: 10)
            try await harness.test { client in
                let page = try await client.page("/requirements")
                #expect(page.body.contains("class=\"item pending\" id=\"item-\(item.uuidString)\""))
                #expect(
                    page.body.contains(
                        "Pending for http://192.0.2.7:8081: only that server may receive it, so this one will not send it"
                    ))
                #expect(!page.body.contains("will be sent when the server can be reached"))
                #expect(harness.backend.recordedValidations.isEmpty)
            }
        }
    }

    @Test func aValidationMadeOfflineIsSentByTheNextRunOnTheSameStore() async throws {
        try await WebAppHarness.run { harness in
            let item = harness.dataSet.requirements.itemIDs[2]
            try await harness.test { client in
                let token = try #require(try await client.page("/requirements").csrfToken)
                await harness.backend.setMode(.offline)
                #expect(try await client.validate(item, token: token, cookie: token).status == .seeOther)
            }
            #expect(harness.backend.recordedValidations.isEmpty)
            await harness.backend.setMode(.normal)
            try await harness.test { client in
                _ = try await waitUntil(client) {
                    $0.body.contains("class=\"item done\" id=\"item-\(item.uuidString)\"")
                }
                #expect(harness.backend.recordedValidations.map(\.itemID) == [item])
            }
        }
    }

    @Test func aFullOutboxRefusesTheValidationAndSaysSo() async throws {
        try await WebAppHarness.run { harness in
            let items = harness.dataSet.requirements.itemIDs
            try await harness.test(outboxCapacity: 1) { client in
                let token = try #require(try await client.page("/requirements").csrfToken)
                await harness.backend.setMode(.offline)
                #expect(try await client.validate(items[0], token: token, cookie: token).status == .seeOther)
                let refused = try await client.validate(items[1], token: token, cookie: token)

                #expect(refused.status == .serviceUnavailable)
                #expect(refused.body.contains("The outbox is full (1 validations waiting)"))
                #expect(refused.body.contains("class=\"item pending\" id=\"item-\(items[0].uuidString)\""))
                #expect(refused.body.contains("class=\"item none\" id=\"item-\(items[1].uuidString)\""))
            }
        }
    }

    @Test func offlineWithoutACachedChecklistShowsTheError() async throws {
        try await WebAppHarness.run { harness in
            await harness.backend.setMode(.offline)
            try await harness.test { client in
                let page = try await client.page("/requirements")
                #expect(page.status == .serviceUnavailable)
                #expect(page.body.contains("role=\"alert\"") && page.body.contains("Couldn&#39;t connect to server"))
            }
        }
    }

    @Test func offlineShowsTheCachedChecklist() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in _ = try await client.page("/requirements") }
            await harness.backend.setMode(.offline)
            try await harness.test { client in
                let page = try await client.page("/requirements")
                #expect(page.status == .ok && page.body.contains("<h2>Swift</h2>"))
            }
        }
    }

    @Test(arguments: [("pt-BR", "Requisitos", "Validar"), ("el", "Απαιτήσεις", "Επικύρωση")])
    func isLocalized(acceptLanguage: String, title: String, validate: String) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let page = try await client.page("/requirements", acceptLanguage: acceptLanguage)
                #expect(page.body.contains("<h1>\(title)</h1>") && page.body.contains(">\(validate)</button>"))
            }
        }
    }

    /// The checklist once `condition` holds for it, asked for every 100 ms for up to 20 s: a validation
    /// is marked delivered just after the server recorded it.
    private func waitUntil(
        _ client: some TestClientProtocol, shows condition: (Page) -> Bool
    ) async throws -> Page {
        var page = try await client.page("/requirements")
        for _ in 0..<200 where !condition(page) {
            try await Task.sleep(for: .milliseconds(100))
            page = try await client.page("/requirements")
        }
        #expect(condition(page), "\(page.body)")
        return page
    }
}
