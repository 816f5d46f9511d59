import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

/// The built `requirements` executable against the sample backend, with a real SQLite file.
@Suite struct RequirementsCLIAcceptanceTests {
    // MARK: - Load requirements

    @Test func listOnlineShowsTheWholeTreeWithNothingDoneYet() async throws {
        try await RequirementsAcceptanceContext.run { context in
            let (output, checklist) = try await context.requirementsJSON(["list"], as: ChecklistJSON.self)
            let text = try await context.requirements([])

            #expect(output.status == 0, "stderr: \(output.stderr)")
            #expect(checklist?.items.map(\.id) == context.itemIDs)
            #expect(checklist?.items.allSatisfy { $0.status == "none" } == true)
            #expect(checklist?.items.contains { $0.type == 7 && $0.typeName == nil } == true, "an unknown type is kept")
            #expect(checklist?.items.first.map { [$0.type: $0.typeName] } == [0: "Concept"])
            #expect(text.lines.first == "Requirements")
            #expect(text.text.contains("○ Value and reference semantics"))
            #expect(text.text.contains("\(context.itemIDs[0].uuidString) · Concept"))
            #expect(text.text.contains("· unknown type 7"))
        }
    }

    @Test func listOfflineShowsTheCachedTreeUntilItIsSevenDaysOld() async throws {
        try await RequirementsAcceptanceContext.run { context in
            _ = try await context.requirements([])
            await context.backend.setMode(.offline)

            let (valid, checklist) = try await context.requirementsJSON(
                ["list"], as: ChecklistJSON.self, daysLater: 6.9)
            let expired = try await context.requirements([], daysLater: 7)

            #expect(valid.status == 0)
            #expect(checklist?.items.count == context.itemIDs.count)
            #expect(checklist?.items.first?.typeName == "Concept", "the cache keeps the type's name")
            #expect(expired.status == 1)
            #expect(expired.stderr.hasPrefix("Couldn't connect to server: http://127.0.0.1:"), "\(expired.stderr)")
        }
    }

    @Test func listOfflineWithNoCacheFailsInTheChosenLanguage() async throws {
        try await RequirementsAcceptanceContext.run(mode: .offline) { context in
            let output = try await context.requirements(["--lang", "pt-BR"])

            #expect(output.status == 1)
            #expect(
                output.stderr.hasPrefix("Não foi possível conectar com o servidor: http://127.0.0.1:"),
                "\(output.stderr)")
        }
    }

    @Test(arguments: [("pt-BR", "Requisitos"), ("el", "Απαιτήσεις")])
    func titlesFollowTheLanguage(language: String, title: String) async throws {
        try await RequirementsAcceptanceContext.run { context in
            let output = try await context.requirements(["--lang", language])

            #expect(output.lines.first == title)
        }
    }

    // MARK: - Validate

    @Test func validateOnlineIsRecordedAndShownDone() async throws {
        try await RequirementsAcceptanceContext.run { context in
            _ = try await context.requirements([])
            let item = context.itemIDs[0]

            let output = try await context.requirements(["validate", item.uuidString])
            let (_, checklist) = try await context.requirementsJSON(["list"], as: ChecklistJSON.self)

            #expect(output.status == 0, "stderr: \(output.stderr)")
            #expect(output.text == "Validated: Value and reference semantics\n")
            #expect(context.backend.recordedValidations.map(\.itemID) == [item])
            #expect(checklist?.status(of: item) == "delivered")
        }
    }

    @Test func validateOfflineQueuesThenARestartedSyncDeliversOnceInOrder() async throws {
        try await RequirementsAcceptanceContext.run { context in
            _ = try await context.requirements([])
            await context.backend.setMode(.offline)
            let items = [context.itemIDs[3], context.itemIDs[0], context.itemIDs[7]]

            var queued: [AppExecutable.Output] = []
            for item in items { queued.append(try await context.requirements(["validate", item.uuidString])) }
            let (_, offline) = try await context.requirementsJSON(["list"], as: ChecklistJSON.self)
            let offlineText = try await context.requirements([])
            await context.backend.setMode(.normal)
            let sync = try await context.requirements(["sync"])
            let again = try await context.requirements(["sync"])

            #expect(queued.map(\.status) == [0, 0, 0])
            #expect(queued[0].text.contains("will be sent when the server can be reached"))
            #expect(items.map { offline?.status(of: $0) } == ["pending", "pending", "pending"])
            #expect(offlineText.text.contains("… Value and reference semantics (pending: will be sent"))
            #expect(sync.status == 0, "stderr: \(sync.stderr)")
            #expect(sync.lines.prefix(3).allSatisfy { $0.hasPrefix("Delivered: ") })
            #expect(context.backend.recordedValidations.map(\.itemID) == items)
            #expect(again.text == "Nothing to send.\n")
            #expect(context.backend.requestCounts.validations == 3, "each validation sent once")
        }
    }

    @Test func everyCommandFirstSendsWhatIsPending() async throws {
        try await RequirementsAcceptanceContext.run { context in
            await context.backend.setMode(.offline)
            _ = try await context.requirements(["validate", context.itemIDs[1].uuidString])
            await context.backend.setMode(.normal)

            let (status, report) = try await context.requirementsJSON(["status"], as: StatusJSON.self)

            #expect(status.status == 0)
            #expect(report?.pending == 0)
            #expect(context.backend.recordedValidations.map(\.itemID) == [context.itemIDs[1]])
        }
    }

    @Test func aFullOutboxRefusesANewValidationAndKeepsTheOthers() async throws {
        try await RequirementsAcceptanceContext.run(mode: .offline) { context in
            let capacity = ["--outbox-capacity", "2"]
            let first = try await context.requirements(["validate", context.itemIDs[0].uuidString] + capacity)
            let second = try await context.requirements(["validate", context.itemIDs[1].uuidString] + capacity)
            let full = try await context.requirements(["validate", context.itemIDs[2].uuidString] + capacity)
            let (_, status) = try await context.requirementsJSON(["status"], as: StatusJSON.self)

            #expect([first.status, second.status] == [0, 0])
            #expect(full.status == 1)
            #expect(
                full.stderr
                    == "The outbox is full (2 validations waiting): connect to the server to send them first.\n")
            #expect(status?.pending == 2)
        }
    }

    @Test func anUnknownItemIsRejectedReportedAndNeverSentAgain() async throws {
        try await RequirementsAcceptanceContext.run { context in
            let unknown = UUID()

            let output = try await context.requirements(["validate", unknown.uuidString])
            let (_, status) = try await context.requirementsJSON(["status"], as: StatusJSON.self)
            _ = try await context.requirements(["sync"])

            #expect(output.status == 1)
            #expect(output.stderr == "Not validated: \(unknown.uuidString) was rejected (unknown item).\n")
            #expect(status?.pending == 0 && status?.failed.map(\.reason) == ["unknown item"])
            #expect(context.backend.requestCounts.validations == 1)
        }
    }

    @Test func aServerAnswering503KeepsTheValidationPendingUntilItRecovers() async throws {
        try await RequirementsAcceptanceContext.run(mode: .unavailable) { context in
            let item = context.itemIDs[5]

            let queued = try await context.requirements(["validate", item.uuidString])
            let stillDown = try await context.requirements(["sync"])
            await context.backend.setMode(.normal)
            let recovered = try await context.requirements(["sync"])

            #expect(queued.status == 0)
            #expect(queued.text.contains("will be sent when the server can be reached"))
            #expect(stillDown.status == 1)
            #expect(stillDown.text.contains("Still pending: 1"))
            #expect(recovered.status == 0)
            #expect(context.backend.recordedValidations.map(\.itemID) == [item])
        }
    }

    // MARK: - Cache, usage

    @Test func validateCacheDeletesTheChecklistButNeverTheOutbox() async throws {
        try await RequirementsAcceptanceContext.run { context in
            _ = try await context.requirements([])
            await context.backend.setMode(.offline)
            _ = try await context.requirements(["validate", context.itemIDs[0].uuidString])

            let kept = try await context.requirements(["validate-cache"], daysLater: 6)
            let deleted = try await context.requirements(["validate-cache"], daysLater: 7)
            let (_, status) = try await context.requirementsJSON(["status"], as: StatusJSON.self)

            #expect(kept.text.hasPrefix("Requirements cache kept"))
            #expect(deleted.text.hasPrefix("Requirements cache deleted"))
            #expect(status?.pending == 1)
        }
    }

    @Test(arguments: [
        (["validate", "not-a-uuid"], "Error: The value 'not-a-uuid' is invalid for '<item-id>'"),
        (["validate"], "Error: Missing expected argument '<item-id> ...'"),
        (["--outbox-capacity", "0"], "Error: --outbox-capacity must be from 1 to 100000."),
        (["--lang", "fr"], "Error: The value 'fr' is invalid for '--lang <language>'"),
    ])
    func usageErrorsExitWith64(arguments: [String], naming error: String) async throws {
        try await RequirementsAcceptanceContext.run { context in
            let output = try await context.requirements(arguments)

            #expect(output.status == 64)
            #expect(output.stderr.hasPrefix(error), "stderr: \(output.stderr)")
        }
    }

    @Test func runsOnItsEmbeddedBackendWithNoBaseURL() async throws {
        try await RequirementsAcceptanceContext.run { context in
            let output = try await context.executable.run(["--store", context.storeURL.path])

            #expect(output.status == 0, "stderr: \(output.stderr)")
            #expect(output.lines.first == "Requirements")
        }
    }
}
