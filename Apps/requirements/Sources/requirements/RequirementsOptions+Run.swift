import AppSupport
import DatabaseSupport
import Foundation
import Requirements
import RequirementsComposition
import SharedCache
import SharedPresentation
import TerminalSupport

extension RequirementsOptions {
    /// Composes the app for these options and runs `body` with it (see
    /// ``TerminalAppOptions/run(defaultStoreFileName:composing:cacheSavedAt:_:)``), after sending
    /// what is pending in the outbox when `deliveringFirst` (commands that send it themselves say no).
    /// With `--database-url` (or `DATABASE_URL`) the checklist and the outbox are kept in that database,
    /// whose connections are open while `body` runs.
    func run(deliveringFirst: Bool = true, _ body: (RequirementsCompositionRoot) async throws -> Void) async throws {
        try await database.withDatabase { database in
            try await run(
                defaultStoreFileName: RequirementsComposition.storeFileName,
                composing: { context, language in
                    RequirementsCompositionRoot(
                        context: context, language: language, database: database, capacity: outboxCapacity,
                        retentionInDays: outboxRetentionInDays, policy: policy)
                },
                cacheSavedAt: { try? await $0.localRequirementsLoader.savedAt() }
            ) { root in
                if deliveringFirst {
                    _ = try await root.outbox.deliverPending()
                }
                try await body(root)
            }
        }
    }
}
