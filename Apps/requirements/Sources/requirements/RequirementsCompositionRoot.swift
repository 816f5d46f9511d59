import AppSupport
import Foundation
import PostgresInfrastructure
import Requirements
import RequirementsComposition
import SQLiteInfrastructure
import SharedAPI
import SharedCache
import SharedPresentation
import TerminalSupport
import URLSessionInfrastructure

/// The wiring of the `requirements` app: the checklist's composition (``RequirementsComposition``) on
/// URLSession, a store file that cannot be read moved aside with a message in the user's language; the
/// checklist and the outbox in a database when one is given.
struct RequirementsCompositionRoot {
    let language: Language
    let storeURL: URL
    let composition: RequirementsComposition

    var outbox: ValidationOutbox { composition.outbox }
    var localRequirementsLoader: LocalRequirementsLoader { composition.cache }

    init(
        context: AppContext, language: Language, database: PostgresDatabase?, capacity: Int, retentionInDays: Int,
        policy: CachePolicy
    ) {
        self.language = language
        self.storeURL = context.storeURL
        composition = RequirementsComposition(
            context: context,
            client: ServerExchangeRecordingHTTPClient(
                decorating: URLSessionHTTPClient(maximumResponseSize: context.maximumResponseSize)),
            corruptFilePolicy: .moveAside { [storeURL = context.storeURL] aside in
                Terminal.printError(TerminalStrings.storeMovedAside(storeURL, to: aside, in: language))
            },
            database: database, policy: policy, capacity: capacity, retentionInDays: retentionInDays)
    }

    /// The checklist: from remote, saved as the new cache; the valid cache as fallback.
    func requirements() async throws -> [RequirementCategory] {
        try await composition.checklist()
    }

    /// The names of the items the cache knows, by id: validations are named after them when it can.
    func cachedItemNames() async -> [UUID: String] {
        await composition.cachedItemNames()
    }
}
