import AppSupport
import Foundation
import SharedPresentation
import TerminalSupport

extension PhotosOptions {
    /// Composes the app for these options and runs `body` with it (see
    /// ``AppOptions/runInTerminal(language:environment:defaultStoreFileName:_:)``): a failure is
    /// reported on stderr with exit status 1, a photo missing from the page or a store folder as such,
    /// anything else as the localized connection error.
    func run(_ body: (PhotosCompositionRoot) async throws -> Void) async throws {
        let environment = ProcessInfo.processInfo.environment
        let language = output.language ?? Language.preferred(inEnvironment: environment)
        try await app.runInTerminal(
            language: language, environment: environment, defaultStoreFileName: PhotosCompositionRoot.storeFileName
        ) { context in
            try await body(PhotosCompositionRoot(context: context, language: language, policy: policy))
        }
    }
}
