import AppSupport
import Foundation
import PhotosComposition
import SharedPresentation
import TerminalSupport

extension PhotosOptions {
    /// Composes the app for these options and runs `body` with it (see
    /// ``TerminalAppOptions/run(defaultStoreFileName:composing:_:)``): a failure is
    /// reported on stderr with exit status 1, a photo missing from the page or a store folder as such,
    /// anything else as the localized connection error. A store path that holds a file the cache did
    /// not write is refused before `body` runs.
    func run(_ body: (PhotosCompositionRoot) async throws -> Void) async throws {
        try await run(
            defaultStoreFileName: PhotosComposition.storeFileName,
            composing: { context, language in
                PhotosCompositionRoot(
                    context: context, language: language, policy: policy, allowedHosts: hosts.allowedHosts)
            },
            { app in
                try await app.checkStore()
                try await body(app)
            })
    }
}
