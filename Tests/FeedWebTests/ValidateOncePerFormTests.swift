import CommonTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SampleBackend
import Testing

/// The page's validation form is one validation per item: a double click or a replayed post records
/// one at the API, the same form posted by another item's button another; an id the checklist does
/// not have is refused before anything is queued.
@Suite("One validation per form and item")
struct ValidateOncePerFormTests {
    @Test func theSameFormPostedTwiceRecordsOneValidation() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let item = harness.dataSet.requirements.itemIDs[0]
                let page = try await client.page("/requirements")
                let token = try #require(page.csrfToken)
                let key = try #require(Self.key(in: page))

                let first = try await client.postValidationForm("csrf=\(token)&key=\(key)", for: item, cookie: token)
                let second = try await client.postValidationForm("csrf=\(token)&key=\(key)", for: item, cookie: token)

                #expect(first == .seeOther && second == .seeOther)
                #expect(harness.backend.recordedValidations.map(\.itemID) == [item])
            }
        }
    }

    @Test func eachRenderingHasItsOwnKey() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let first = try #require(Self.key(in: try await client.page("/requirements")))
                let second = try #require(Self.key(in: try await client.page("/requirements")))

                #expect(first != second)
            }
        }
    }

    @Test func theFormPostedForTwoItemsRecordsOneValidationOfEach() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let items = harness.dataSet.requirements.itemIDs
                let page = try await client.page("/requirements")
                let token = try #require(page.csrfToken)
                let key = try #require(Self.key(in: page))

                let statuses = [
                    try await client.postValidationForm("csrf=\(token)&key=\(key)", for: items[0], cookie: token),
                    try await client.postValidationForm("csrf=\(token)&key=\(key)", for: items[1], cookie: token),
                    try await client.postValidationForm("csrf=\(token)&key=\(key)", for: items[0], cookie: token),
                ]

                #expect(statuses == [.seeOther, .seeOther, .seeOther])
                #expect(harness.backend.recordedValidations.map(\.itemID) == [items[0], items[1]])
            }
        }
    }

    /// Only a made-up key can make the key of another item's validation: the form's key exclusive-or'ed
    /// with both items' ids. It is refused, and nothing more is recorded.
    @Test func aKeyMadeToMatchAnotherItemsValidationIsRefused() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let items = harness.dataSet.requirements.itemIDs
                let page = try await client.page("/requirements")
                let token = try #require(page.csrfToken)
                let key = try #require(Self.key(in: page).flatMap(UUID.init(uuidString:)))
                let madeUp = key.exclusiveOr(items[0]).exclusiveOr(items[1])

                _ = try await client.postValidationForm("csrf=\(token)&key=\(key)", for: items[0], cookie: token)
                let reused = try await client.postValidationForm(
                    "csrf=\(token)&key=\(madeUp.uuidString)", for: items[1], cookie: token)

                #expect(reused == .badRequest)
                #expect(harness.backend.recordedValidations.map(\.itemID) == [items[0]])
            }
        }
    }

    @Test(arguments: ["00000000-0000-4000-8000-000000000000", UUID().uuidString])
    func anIdTheChecklistDoesNotHaveIsRefusedAndQueuesNothing(id: String) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let token = try #require(try await client.page("/requirements").csrfToken)

                let posted = try await client.postValidationForm(
                    "csrf=\(token)", for: try #require(UUID(uuidString: id)), cookie: token)
                let page = try await client.page("/requirements")

                #expect(posted == .notFound)
                #expect(harness.backend.recordedValidations.isEmpty)
                #expect(!page.body.contains("id=\"outbox\""), "nothing pending")
            }
        }
    }

    /// The idempotency key of the page's validation form.
    private static func key(in page: Page) -> String? {
        let form = page.body.components(separatedBy: "id=\"validation\"").dropFirst().first
        return form?.firstMatch(of: /name="key" value="([0-9A-F-]{36})"/).map { String($0.1) }
    }
}

/// Validations that wait behind a delivery to a slow API are bounded: past the bound a post is
/// answered 503 with `Retry-After` at once and queues nothing, instead of holding a task each.
@Suite("Validations waiting for the outbox")
struct WaitingValidationsTests {
    static let bound = 32
    static let posts = 40

    @Test func pastTheBoundAPostIs503WithRetryAfterAndQueuesNothing() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test(snapshotLifetime: .seconds(600)) { client in
                let item = harness.dataSet.requirements.itemIDs[0]
                let token = try #require(try await client.page("/requirements").csrfToken)
                // Real time: the first delivery takes 20 s, ample for a busy machine to bring every other
                // post to the outbox's queue before it ends.
                await harness.backend.setMode(.slow(.seconds(20)))

                let responses = try await withThrowingTaskGroup(of: Page.self) { group in
                    for _ in 0..<Self.posts {
                        group.addTask { try await client.validate(item, token: token, cookie: token) }
                    }
                    var responses: [Page] = []
                    for try await response in group {
                        responses.append(response)
                        // Every refusal is in: the queued validations may now be sent without delay.
                        if responses.count(where: { $0.status == .serviceUnavailable }) == Self.posts - Self.bound {
                            await harness.backend.setMode(.normal)
                        }
                    }
                    return responses
                }
                let refused = responses.filter { $0.status == .serviceUnavailable }

                #expect(refused.count == Self.posts - Self.bound)
                #expect(refused.allSatisfy { $0.headers[.retryAfter] == "5" })
                #expect(refused.allSatisfy { $0.body.contains("Too many validations are waiting") })
                #expect(responses.filter { $0.status == .seeOther }.count == Self.bound)
                #expect(harness.backend.recordedValidations.count == Self.bound)
            }
        }
    }
}
