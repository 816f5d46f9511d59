import ExecutableTestSupport
import Foundation
import SampleBackend
import SharedAPI
import Testing

/// The built `feed-web`'s checklist: a validation made while the server is offline survives a
/// `kill -9` of the web host, and the next run's background delivery sends it, once.
@Suite("Validation outbox of feed-web")
struct ValidationOutboxKillTests {
    @Test func aValidationMadeOfflineSurvivesKill9AndIsDeliveredOnceByTheNextRun() async throws {
        try await withTemporaryWorkingDirectory(prefix: "feed-web-outbox", executable: "feed-web") { directory, web in
            try await SampleBackend.withRunning { backend in
                let item = backend.dataSet.requirements.itemIDs[3]
                let arguments = [
                    "--base-url", backend.baseURL.absoluteString, "--store",
                    directory.appending(path: "feed.sqlite").path,
                    "--features", "requirements", "--delivery-seconds", "1", "--log-level", "warning",
                ]
                let first = try await FeedWebInstance.start(web, arguments)
                let page = try await first.get("/requirements")
                let token = try #require(
                    page.body.firstMatch(of: /name="csrf" value="([0-9a-f]{32})"/).map { String($0.1) })
                await backend.setMode(.offline)
                let posted = try await first.post(
                    "/requirements/items/\(item.uuidString)/validations", form: "csrf=\(token)", cookie: "csrf=\(token)"
                )
                #expect(posted.status == 200 && posted.body.contains("Saved offline"), "\(posted.body)")
                await first.app.kill()
                #expect(backend.recordedValidations.isEmpty)

                await backend.setMode(.normal)
                try await FeedWebInstance.withStarted(web, [arguments]) { instances in
                    let deadline = ContinuousClock.now.advanced(by: .seconds(30))
                    while backend.recordedValidations.isEmpty, ContinuousClock.now < deadline {
                        try await Task.sleep(for: .milliseconds(100))
                    }
                    try await Task.sleep(for: .seconds(2))  // two more rounds of delivery send nothing again
                    let after = try await instances[0].get("/requirements")

                    #expect(backend.recordedValidations.map(\.itemID) == [item])
                    #expect(after.body.contains("class=\"item done\" id=\"item-\(item.uuidString)\""))
                }
            }
        }
    }
}
