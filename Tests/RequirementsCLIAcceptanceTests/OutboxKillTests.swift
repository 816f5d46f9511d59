import ExecutableTestSupport
import Foundation
import SQLiteInfrastructure
import SampleBackend
import SharedCache
import Testing

/// The outbox survives `kill -9` at any moment: the real `requirements` executable is killed again and
/// again while it enqueues and delivers; afterwards one `sync` delivers the rest, and the server has
/// recorded exactly what the outbox holds: the same validations, in the same order, each once.
///
/// `REQUIREMENTS_KILL_RUNS` sets how many runs (30 by default, so that the suite stays quick; the
/// reliability campaign runs 200).
@Suite struct OutboxKillTests {
    private var runs: Int {
        ProcessInfo.processInfo.environment["REQUIREMENTS_KILL_RUNS"].flatMap(Int.init) ?? 30
    }

    @Test func killedMidEnqueueAndMidDeliveryNothingIsLostAndEveryValidationIsRecordedOnceInOrder() async throws {
        try await RequirementsAcceptanceContext.run(mode: .slow(.milliseconds(40))) { context in
            var generator = SystemRandomNumberGenerator()
            var killed = 0
            var completed = 0
            for run in 0..<runs {
                let item = context.itemIDs[run % context.itemIDs.count]
                let options = context.options()
                let status = try await context.executable.runKilled(
                    after: .milliseconds(Int.random(in: 0...400, using: &generator)),
                    ["validate", item.uuidString] + options.arguments,
                    environment: options.environment)
                if status == nil { killed += 1 } else { completed += 1 }
            }
            await context.backend.setMode(.normal)

            let sync = try await context.requirements(["sync"])
            let entries = try await SQLiteOutboxStore(storeURL: context.storeURL).entries()
            let recorded = context.backend.recordedValidations

            #expect(sync.status == 0, "stderr: \(sync.stderr)")
            #expect(killed > 0, "no run was killed: \(completed) completed")
            #expect(entries.count >= completed, "a run that finished saved its validation")
            #expect(entries.allSatisfy { $0.status == .delivered })
            #expect(recorded.map(\.key) == entries.map(\.message.id), "same set, same order, each once")
            #expect(recorded.map(\.itemID) == entries.map(\.message.subject))
            print(
                "OutboxKillTests: \(runs) runs, \(killed) killed, \(completed) completed, \(entries.count) validations stored and recorded once each"
            )
        }
    }
}
