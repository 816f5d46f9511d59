import CommonTestSupport
import ExecutableTestSupport
import Foundation
import PostgresTestSupport
import SampleBackend
import Testing

/// Two `feed-web` processes on separate home folders and one PostgreSQL database, as behind a load
/// balancer: the checklist, its outbox and the photos' pages are the database's, not an instance's.
/// A validation posted to one is pending on the other and delivered by whichever instance is left,
/// once; with both delivering and one killed mid-delivery again and again, every validation reaches
/// the API once and in order. Skipped without PostgreSQL unless `FEED_REQUIRE_POSTGRES=1`.
@Suite(
    "Every feature's state shared by feed-web instances on one database", .serialized,
    .enabled(if: PostgresServer.isEnabled, Comment(rawValue: PostgresServer.unavailableReason ?? ""))
)
struct SharedStateInstancesTests {
    /// A scenario: instances A and B, the API, the database, and a function that starts A (0) or B (1)
    /// again.
    typealias TwoInstancesBody =
        @Sendable (
            FeedWebInstance, FeedWebInstance, SampleBackend, DatabaseQueries, _ restart: @escaping Restart
        ) async throws -> Void
    typealias Restart = @Sendable (Int) async throws -> FeedWebInstance

    /// The kill rounds of ``bothDeliveringWithOneKilledMidDeliveryEveryValidationReachesTheAPIOnceInOrder()``.
    static let killRounds = 50

    @Test func aValidationPostedToAOfflineIsPendingOnBWhichDeliversItOnceAfterAIsKilled() async throws {
        try await withTwoInstances { a, b, backend, _, _ in
            let item = backend.dataSet.requirements.itemIDs[2]
            let form = try await ValidationForm.read(from: a, for: item)
            await backend.setMode(.offline)
            let posted = try await a.post(form.action, form: form.body, cookie: form.cookie)
            #expect(posted.status == 200 && posted.body.contains("Saved offline"), "\(posted.body)")

            let onB = try await b.get("/requirements")
            #expect(onB.body.contains(#"class="item pending" id="item-\#(item.uuidString)""#), "\(onB.body)")

            await a.app.kill()
            await backend.setMode(.normal)
            let done = #"class="item done" id="item-\#(item.uuidString)""#
            let delivered = try await poll(within: .seconds(60)) {
                try await b.get("/requirements").body.contains(done)
            }

            #expect(delivered)
            #expect(backend.recordedValidations.map(\.key) == [form.validationKey])
            #expect(backend.repeatedValidationPosts == 0)
        }
    }

    @Test func bothDeliveringWithOneKilledMidDeliveryEveryValidationReachesTheAPIOnceInOrder() async throws {
        try await withTwoInstances { a, b, backend, database, restart in
            var instances = [a, b]
            await backend.setMode(.slow(.milliseconds(150)))
            let items = backend.dataSet.requirements.itemIDs
            for round in 0..<Self.killRounds {
                let victim = round % 2
                let item = items[round % items.count]
                let form = try await ValidationForm.read(from: instances[victim], for: item)
                let post = Task { [instance = instances[victim]] in
                    try? await instance.post(form.action, form: form.body, cookie: form.cookie)
                }
                // Killed once its validation is stored: while it sends it (150 ms), or just before or after.
                let stored = try await poll(within: .seconds(30), every: .milliseconds(10)) {
                    try await database.count(
                        "SELECT count(*) FROM outbox WHERE id = '\(form.validationKey.uuidString)'") == 1
                }
                try #require(stored, "round \(round): the validation was not stored within 30 s")
                try await Task.sleep(for: .milliseconds(Int.random(in: 0...200)))
                await instances[victim].app.kill()
                _ = await post.value
                instances[victim] = try await restart(victim)
            }
            await backend.setMode(.normal)
            let settled = try await poll(within: .seconds(120)) {
                try await database.count("SELECT count(*) FROM outbox WHERE status = 'pending'") == 0
            }
            let made = try await database.ids("SELECT id FROM outbox ORDER BY sequence")
            let recorded = backend.recordedValidations.map(\.key)

            #expect(settled)
            #expect(made.count == Self.killRounds)
            #expect(recorded == made)
            print(
                "shared outbox: \(Self.killRounds) kills, \(made.count) validations made, \(recorded.count) recorded, "
                    + "\(backend.repeatedValidationPosts) repeats absorbed by the idempotency key")
        }
    }

    @Test func aPhotosPageLoadedThroughAServesItsPhotosFromBWithTheAPIDown() async throws {
        try await withTwoInstances { a, b, backend, _, _ in
            let onA = try await a.get("/photos")
            let photos = onA.body.matches(of: /<img src="(\/photos\/images\/[^"]+)"/).map { String($0.1) }
            #expect(onA.status == 200 && !photos.isEmpty)

            await backend.setMode(.unavailable)
            let onB = try await b.get("/photos")
            #expect(onB.status == 200)
            #expect(onB.body.matches(of: /<img src="(\/photos\/images\/[^"]+)"/).map { String($0.1) } == photos)
            for photo in photos { #expect(try await b.get(photo).status == 200, "\(photo)") }
        }
    }

    /// Runs `body` with two instances on a fresh database, each with its own store folder, against one
    /// sample backend, and a function that starts instance 0 or 1 again; stops every instance afterwards.
    private func withTwoInstances(_ body: @escaping TwoInstancesBody) async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { server, name in
            try await withTemporaryWorkingDirectory(prefix: "feed-web-shared", executable: "feed-web") { folder, web in
                try await SampleBackend.withRunning { backend in
                    let arguments = ["a", "b"].map { home in
                        [
                            "--base-url", backend.baseURL.absoluteString, "--database-url", server.url(database: name),
                            "--store", folder.appending(path: "\(home)/feed.sqlite").path, "--delivery-seconds", "1",
                            "--snapshot-seconds", "0", "--log-level", "warning",
                        ]
                    }
                    let restarted = StartedInstances()
                    do {
                        try await FeedWebInstance.withStarted(web, arguments) { instances in
                            try await body(
                                instances[0], instances[1], backend, DatabaseQueries(server: server, name: name)
                            ) { index in
                                try await restarted.add(FeedWebInstance.start(web, arguments[index]))
                            }
                        }
                    } catch {
                        await restarted.stopAll()
                        throw error
                    }
                    await restarted.stopAll()
                }
            }
        }
    }

    private func poll(
        within limit: Duration, every interval: Duration = .milliseconds(100), _ condition: () async throws -> Bool
    ) async throws -> Bool {
        let deadline = ContinuousClock.now.advanced(by: limit)
        while ContinuousClock.now < deadline {
            if try await condition() { return true }
            try await Task.sleep(for: interval)
        }
        return try await condition()
    }
}

/// The page's validation form as an item's Validate button posts it: its action, token and key.
private struct ValidationForm {
    let action: String
    let token: String
    let key: UUID

    let item: UUID

    var body: String { "csrf=\(token)&key=\(key.uuidString)" }
    /// The idempotency key of the validation this form makes for its item.
    var validationKey: UUID { key.exclusiveOr(item) }
    var cookie: String { "csrf=\(token)" }

    static func read(from instance: FeedWebInstance, for item: UUID) async throws -> ValidationForm {
        let page = try await instance.get("/requirements")
        let token = try #require(page.body.firstMatch(of: /name="csrf" value="([0-9a-f]{32})"/).map { String($0.1) })
        try #require(page.body.contains(#"id="item-\#(item.uuidString)""#), "\(page.body)")
        let key = try #require(
            page.body.firstMatch(of: /name="key" value="([0-9A-Fa-f-]{36})"/).flatMap { UUID(uuidString: String($0.1)) }
        )
        return ValidationForm(
            action: "/requirements/items/\(item.uuidString)/validations", token: token, key: key, item: item)
    }
}

/// Queries on the instances' database through `psql`.
struct DatabaseQueries {
    let server: PostgresServer
    let name: String

    func count(_ sql: String) async throws -> Int {
        Int(try await server.query(sql, database: name).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    func ids(_ sql: String) async throws -> [UUID] {
        try await server.query(sql, database: name).split(whereSeparator: \.isNewline).compactMap {
            UUID(uuidString: $0.trimmingCharacters(in: .whitespaces))
        }
    }
}

/// The instances a test started again, stopped together at its end.
private actor StartedInstances {
    private var instances: [FeedWebInstance] = []

    func add(_ instance: FeedWebInstance) -> FeedWebInstance {
        instances.append(instance)
        return instance
    }

    func stopAll() async {
        for instance in instances { await instance.app.stop() }
        instances = []
    }
}
