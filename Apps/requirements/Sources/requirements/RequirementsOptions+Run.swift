import AppSupport
import Foundation
import Requirements
import RequirementsComposition
import SharedPresentation
import TerminalSupport

extension RequirementsOptions {
    /// Composes the app for these options and runs `body` with it (see
    /// ``TerminalAppOptions/run(defaultStoreFileName:composing:_:)``), after sending
    /// what is pending in the outbox when `deliveringFirst` (commands that send it themselves say no).
    func run(deliveringFirst: Bool = true, _ body: (RequirementsCompositionRoot) async throws -> Void) async throws {
        try await run(
            defaultStoreFileName: RequirementsComposition.storeFileName,
            composing: { context, language in
                RequirementsCompositionRoot(
                    context: context, language: language, capacity: outboxCapacity,
                    retentionInDays: outboxRetentionInDays, policy: policy)
            }
        ) { root in
            if deliveringFirst {
                _ = try await root.outbox.deliverPending()
            }
            try await body(root)
        }
    }
}
