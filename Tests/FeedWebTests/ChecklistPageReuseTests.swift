import AppSupport
import CommonTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Requirements
import SQLiteInfrastructure
import SampleBackend
import Synchronization
import Testing

/// The checklist page is rendered once and kept, yet never shows stale state nor another visitor's
/// token: a validation, the outbox's entries, the latest delivery attempt, the outcome asked for and the
/// language each make a new page; every response carries its own visitor's token and new form keys.
@Suite("Checklist page reuse")
struct ChecklistPageReuseTests {
    @Test func aValidationShowsOnTheNextPageWithoutItsOutcome() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let item = harness.dataSet.requirements.itemIDs[0]
                let before = try await client.page("/requirements")
                let token = try #require(before.csrfToken)

                #expect(try await client.validate(item, token: token, cookie: token).status == .seeOther)
                let after = try await client.page("/requirements")

                #expect(before.body.contains("class=\"item none\" id=\"item-\(item.uuidString)\""))
                #expect(after.body.contains("class=\"item done\" id=\"item-\(item.uuidString)\""))
            }
        }
    }

    @Test func eachVisitorGetsItsOwnTokenInTheForm() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let items = harness.dataSet.requirements.itemIDs.count
                let first = try await client.page("/requirements")
                let second = try await client.page("/requirements")
                let firstToken = try #require(first.csrfToken)
                let secondToken = try #require(second.csrfToken)
                let returning = try await page(withCookie: firstToken, client)

                #expect(firstToken != secondToken)
                #expect(
                    first.count(of: "value=\"\(firstToken)\"") == 1 && first.count(of: "form=\"validation\"") == items)
                #expect(second.count(of: "value=\"\(secondToken)\"") == 1 && !second.body.contains(firstToken))
                #expect(second.headers[.setCookie] == "csrf=\(secondToken); Path=/; HttpOnly; SameSite=Strict")
                #expect(returning.count(of: "value=\"\(firstToken)\"") == 1)
                #expect(!returning.body.contains(secondToken))
                #expect(returning.headers[.setCookie] == nil)
            }
        }
    }

    @Test func pendingValidationsAndTheirDeliveryShowOnThePageAsTheyChange() async throws {
        try await WebAppHarness.run { harness in
            let items = harness.dataSet.requirements.itemIDs
            try await harness.test { client in
                let token = try #require(try await client.page("/requirements").csrfToken)
                await harness.backend.setMode(.offline)
                _ = try await client.validate(items[0], token: token, cookie: token)
                let one = try await client.page("/requirements")
                _ = try await client.validate(items[1], token: token, cookie: token)
                let two = try await client.page("/requirements")
                await harness.backend.setMode(.normal)
                _ = try await client.validate(items[2], token: token, cookie: token)  // sends the pending first
                let none = try await client.page("/requirements")

                #expect(one.body.contains("<p class=\"pending-count\">Pending: 1</p>"))
                #expect(two.body.contains("<p class=\"pending-count\">Pending: 2</p>"))
                #expect(two.count(of: "class=\"item pending\"") == 2)
                #expect(!none.body.contains("id=\"outbox\"") && none.count(of: "class=\"item done\"") == 3)
            }
        }
    }

    /// The same form posted again makes no validation, yet is a new delivery attempt: the banner tells its
    /// time, read from the app's clock, which the test moves.
    @Test func theLatestDeliveryAttemptShowsOnThePage() async throws {
        let now = Mutex(Date(timeIntervalSince1970: 1_716_199_200))
        let clock = AppClock(now: { now.withLock { $0 } })
        try await WebAppHarness.run { harness in
            try await harness.test(clock: clock) { client in
                let item = harness.dataSet.requirements.itemIDs[0]
                let token = try #require(try await client.page("/requirements").csrfToken)
                let form = "csrf=\(token)&key=\(UUID().uuidString)"
                await harness.backend.setMode(.offline)
                #expect(try await client.postValidationForm(form, for: item, cookie: token) == .seeOther)
                let first = try await client.page("/requirements")
                let later = now.withLock { date in
                    date += 3 * 3600
                    return date
                }
                #expect(try await client.postValidationForm(form, for: item, cookie: token) == .seeOther)
                let second = try await client.page("/requirements")

                #expect(first.body.contains("Last tried at \(Self.time(of: later - 3 * 3600))"))
                #expect(second.body.contains("Last tried at \(Self.time(of: later))"))
                #expect(second.body.contains("<p class=\"pending-count\">Pending: 1</p>"), "still one validation")
            }
        }
    }

    @Test func theOutcomeOfAValidationShowsOnlyWhereItIsAskedFor() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let items = harness.dataSet.requirements.itemIDs
                let token = try #require(try await client.page("/requirements").csrfToken)
                _ = try await client.validate(items[0], token: token, cookie: token)
                _ = try await client.validate(items[1], token: token, cookie: token)

                let first = try await client.page("/requirements?validated=\(items[0].uuidString)")
                let second = try await client.page("/requirements?validated=\(items[1].uuidString)")
                let plain = try await client.page("/requirements")

                #expect(first.body.contains("Validated: Value and reference semantics"))
                #expect(second.body.contains("Validated: Generics and protocols with associated types"))
                #expect(!second.body.contains("Validated: Value and reference semantics"))
                #expect(!plain.body.contains("id=\"message\""))
            }
        }
    }

    @Test func eachLanguageHasItsOwnPage() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let english = try await client.page("/requirements")
                let portuguese = try await client.page("/requirements", acceptLanguage: "pt-BR")
                let greek = try await client.page("/requirements", acceptLanguage: "el")
                let englishAgain = try await client.page("/requirements")

                #expect(english.body.contains("<h1>Requirements</h1>"))
                #expect(portuguese.body.contains("<h1>Requisitos</h1>"))
                #expect(greek.body.contains("<h1>Απαιτήσεις</h1>"))
                #expect(englishAgain.body.contains("<h1>Requirements</h1>"))
            }
        }
    }

    /// `date` as the banner tells its time in English.
    private static func time(of date: Date) -> String {
        date.formatted(Date.FormatStyle(date: .omitted, time: .shortened).locale(Locale(identifier: "en")))
    }

    /// The checklist as a returning visitor with the token `cookie` sees it.
    private func page(withCookie cookie: String, _ client: any TestClientProtocol) async throws -> Page {
        try await client.execute(uri: "/requirements", method: .get, headers: [.cookie: "csrf=\(cookie)"]) {
            Page(
                status: $0.status, headers: $0.headers, body: String(buffer: $0.body),
                bytes: Data($0.body.readableBytesView))
        }
    }

}

/// What another process or instance puts in the outbox shows once the read of the outbox is older than
/// the controller's read lifetime and one read has run (the last read is served meanwhile, up to the
/// read staleness); past the staleness, the next page waits for the read and shows it.
@Suite("Checklist page and other processes")
struct ChecklistPageOtherProcessTests {
    @Test func aValidationAnotherProcessMadeShowsOnceTheOutboxReadLifetimePasses() async throws {
        let clock = ManualClock()
        try await WebAppHarness.run(monotonicClock: clock) { harness in
            try await harness.test { client in
                let item = harness.dataSet.requirements.itemIDs[0]
                let pending = "class=\"item pending\" id=\"item-\(item.uuidString)\""
                let before = try await client.page("/requirements")
                let server = AppContext(
                    baseURL: harness.backend.baseURL, storeURL: harness.storeURL, clock: .fixed(Date()),
                    requestTimeout: .seconds(30)
                ).serverName
                let otherProcess = SQLiteOutboxStore(
                    storeURL: harness.storeURL.deletingLastPathComponent().appending(path: "requirements.sqlite"))
                try await otherProcess.enqueue(
                    RequirementValidation(id: UUID(), itemID: item, validatedAt: Date(), server: server).outboxMessage,
                    capacity: 10)

                let within = try await client.page("/requirements")
                clock.advance(by: .milliseconds(250))
                var shown = false
                for _ in 0..<200 where !shown {
                    shown = try await client.page("/requirements").body.contains(pending)
                    if !shown { await Task.yield() }
                }

                #expect(!before.body.contains(pending))
                #expect(!within.body.contains(pending), "the read is reused within its lifetime")
                #expect(shown, "shown once one read after the lifetime has run")

                let second = harness.dataSet.requirements.itemIDs[1]
                try await otherProcess.enqueue(
                    RequirementValidation(id: UUID(), itemID: second, validatedAt: Date(), server: server)
                        .outboxMessage,
                    capacity: 10)
                clock.advance(by: .milliseconds(1_250))
                let pastTheStaleness = try await client.page("/requirements")
                #expect(
                    pastTheStaleness.body.contains("class=\"item pending\" id=\"item-\(second.uuidString)\""),
                    "past the staleness the page waits for the read")
            }
        }
    }
}
