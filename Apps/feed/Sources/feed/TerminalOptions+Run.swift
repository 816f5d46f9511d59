import AppSupport
import DatabaseSupport
import FeedComposition
import Foundation
import SharedAPI
import SharedPresentation
import TerminalSupport

extension TerminalOptions {
    /// Composes the app for these options and runs `body` with it (see
    /// ``TerminalAppOptions/run(defaultStoreFileName:composing:cacheSavedAt:_:)``): a failure is
    /// reported on stderr with exit status 1, a missing image or store folder as such, anything else as
    /// the localized connection error. A store folder that holds files the cache did not write is
    /// refused before `body` runs. With `--database-url` (or `DATABASE_URL`) the feed and image data are
    /// kept in that database, whose connections are open while `body` runs.
    func run(_ body: (CompositionRoot) async throws -> Void) async throws {
        try await database.withDatabase { database in
            try await run(
                defaultStoreFileName: storeFormat.defaultStoreName,
                composing: { context, language in
                    CompositionRoot(
                        context: context, language: language, allowedHosts: hosts.allowedHosts,
                        store: database.map { .database($0) } ?? .file(storeFormat))
                },
                cacheSavedAt: { await $0.cacheSavedAt() },
                { app in
                    try await app.checkStore()
                    try await body(app)
                })
        }
    }
}

extension PaginatedFeedLoader.NoProgressError: TerminalReportableError {
    public func message(in language: Language) -> String {
        TerminalStrings.feedPageRepeats(afterPages: pagesLoaded, in: language)
    }
}

extension PaginatedFeedLoader.TooManyPagesError: TerminalReportableError {
    public func message(in language: Language) -> String {
        TerminalStrings.feedTooManyPages(limit: limit, in: language)
    }
}

extension FeedImageLookup.NotFoundError: TerminalReportableError {
    public func message(in language: Language) -> String {
        TerminalStrings.noImage(withID: id, in: language)
    }
}
