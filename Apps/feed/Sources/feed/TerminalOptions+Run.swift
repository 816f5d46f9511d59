import ArgumentParser
import FeedAppSupport
import FeedComposition
import Foundation
import SharedPresentation

extension TerminalOptions {
    /// Composes the app for these options and runs `body` with it (see ``FeedAppOptions/run(environment:_:)``).
    ///
    /// A failure of `body` is reported on stderr with exit status 1: a missing image or store folder
    /// as such, anything else as the localized connection error.
    func run(_ body: (CompositionRoot) async throws -> Void) async throws {
        let environment = ProcessInfo.processInfo.environment
        let language = language ?? Language.preferred(inEnvironment: environment)
        do {
            try await feed.run(environment: environment) { context in
                try await body(CompositionRoot(context: context, language: language))
            }
        } catch let error as FeedImageLookup.NotFoundError {
            Terminal.printError(error.description)
            throw ExitCode.failure
        } catch let error as FeedStoreLocation.FolderError {
            Terminal.printError(error.description)
            throw ExitCode.failure
        } catch let error as ExitCode {
            throw error
        } catch {
            Terminal.printError(SharedStrings.genericConnectionError(in: language))
            throw ExitCode.failure
        }
    }
}
