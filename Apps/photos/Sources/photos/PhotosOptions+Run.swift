import AppSupport
import DatabaseSupport
import Foundation
import PhotosComposition
import SharedPresentation
import TerminalSupport

extension PhotosOptions {
    /// Composes the app for these options and runs `body` with it (see
    /// ``TerminalAppOptions/run(defaultStoreFileName:composing:cacheSavedAt:_:)``): a failure is
    /// reported on stderr with exit status 1, a photo missing from the page or a store folder as such,
    /// anything else as the localized connection error. A store path that holds a file the cache did
    /// not write is refused before `body` runs. With `--database-url` (or `DATABASE_URL`) the cache is kept
    /// in that database, whose connections are open while `body` runs.
    ///
    /// - Parameter page: the page the command shows, whose age is said when the cache stands in for it.
    func run(page: PageOptions? = nil, _ body: (PhotosCompositionRoot) async throws -> Void) async throws {
        try await database.withDatabase { database in
            try await run(
                defaultStoreFileName: PhotosComposition.storeFileName,
                composing: { context, language in
                    PhotosCompositionRoot(
                        context: context, language: language, policy: policy, allowedHosts: hosts.allowedHosts,
                        database: database)
                },
                cacheSavedAt: { app in
                    guard let page else { return nil }
                    return await app.cacheSavedAt(page: page.page, perPage: page.perPage)
                },
                { app in
                    try await app.checkStore()
                    try await body(app)
                })
        }
    }
}
