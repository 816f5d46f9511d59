import AppSupport
import Foundation
import Requirements
import SharedPresentation
import TerminalSupport

extension RequirementsOptions {
    /// Composes the app for these options and runs `body` with it (see
    /// ``AppOptions/runInTerminal(language:environment:defaultStoreFileName:_:)``), after sending
    /// what is pending in the outbox when `deliveringFirst` (commands that send it themselves say no).
    func run(deliveringFirst: Bool = true, _ body: (RequirementsCompositionRoot) async throws -> Void) async throws {
        let environment = ProcessInfo.processInfo.environment
        let language = output.language ?? Language.preferred(inEnvironment: environment)
        try await app.runInTerminal(
            language: language, environment: environment,
            defaultStoreFileName: RequirementsCompositionRoot.storeFileName
        ) { context in
            let root = RequirementsCompositionRoot(
                context: context, language: language, capacity: outboxCapacity,
                retentionInDays: outboxRetentionInDays, policy: policy)
            if deliveringFirst {
                _ = try await root.outbox.deliverPending()
            }
            try await body(root)
        }
    }
}
