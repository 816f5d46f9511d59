import ExecutableTestSupport
import Foundation
import SQLiteInfrastructure
import SampleBackend
import SharedCache
import Testing

/// `validate` with several ids, and `--max-age` for the cached checklist.
@Suite struct ValidateSeveralAndMaxAgeTests {
    @Test func validateTakesSeveralIdsAndSendsThemInOrder() async throws {
        try await RequirementsAcceptanceContext.run { context in
            _ = try await context.requirements([])
            let items = [context.itemIDs[2], context.itemIDs[0], context.itemIDs[5]]

            let output = try await context.requirements(["validate"] + items.map(\.uuidString))
            let (_, json) = try await context.requirementsJSON(
                ["validate", context.itemIDs[1].uuidString, context.itemIDs[3].uuidString], as: [ValidationJSON].self)

            #expect(output.status == 0, "stderr: \(output.stderr)")
            let lines = output.text.split(separator: "\n")
            #expect(lines.count == 3 && lines.allSatisfy { $0.hasPrefix("Validated: ") }, "\(output.text)")
            #expect(json?.map(\.status) == ["delivered", "delivered"])
            #expect(
                context.backend.recordedValidations.map(\.itemID)
                    == items + [context.itemIDs[1], context.itemIDs[3]])
        }
    }

    @Test func maxAgeChoosesHowOldACachedChecklistMayBeShownOffline() async throws {
        try await RequirementsAcceptanceContext.run { context in
            _ = try await context.requirements([])
            await context.backend.setMode(.offline)

            let withinDefault = try await context.requirements([], daysLater: 3)
            let pastTwoDays = try await context.requirements(["--max-age", "2"], daysLater: 3)
            let withinTen = try await context.requirements(["--max-age", "10"], daysLater: 8)
            let pastDefault = try await context.requirements([], daysLater: 8)

            #expect(withinDefault.status == 0)
            #expect(pastTwoDays.status == 1)
            #expect(withinTen.status == 0)
            #expect(pastDefault.status == 1)
        }
    }
}

/// One item's report of `requirements validate --json`.
struct ValidationJSON: Decodable {
    let itemID: UUID
    let status: String
    let server: String?
    let failureReason: String?
}

/// The outbox keeps settled validations for `--outbox-retention` days: an item validated again and
/// again keeps its newest delivered validation only, once the others are that old.
@Suite struct OutboxRetentionTests {
    @Test func settledValidationsOlderThanTheRetentionAreRemovedButEachItemsNewest() async throws {
        try await RequirementsAcceptanceContext.run { context in
            let item = context.itemIDs[0]
            for day in 0..<3 {
                _ = try await context.requirements(["validate", item.uuidString], daysLater: Double(day))
            }
            let before = try await SQLiteOutboxStore(storeURL: context.storeURL).entries()

            let sync = try await context.requirements(["sync", "--outbox-retention", "2"], daysLater: 4.5)
            let after = try await SQLiteOutboxStore(storeURL: context.storeURL).entries()

            #expect(before.count == 3)
            #expect(sync.status == 0, "stderr: \(sync.stderr)")
            #expect(after.map(\.message) == [before[2].message])
            #expect(after.map(\.status) == [.delivered])
        }
    }
}
