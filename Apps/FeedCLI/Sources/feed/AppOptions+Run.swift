import ArgumentParser
import FeedAppSupport
import Foundation
import SharedPresentation

extension AppOptions {
    /// Composes the app for these options and runs `body` with it: resolves the clock, language and
    /// store, starts the sample backend when no base URL was given (and stops it afterwards).
    ///
    /// Any failure of `body` is reported as the localized connection error on stderr, exit status 1.
    func run(_ body: (CompositionRoot) async throws -> Void) async throws {
        let environment = ProcessInfo.processInfo.environment
        let clock = try FeedClock.fromEnvironment(environment)
        let language = language ?? Language.preferred(inEnvironment: environment)
        let storeURL =
            storePath.map { URL(filePath: $0) }
            ?? FeedStoreLocation.defaultStoreURL(environment: environment)
        do {
            try FeedStoreLocation.createDirectory(for: storeURL)
        } catch {
            Terminal.printError("Cannot create the folder of the store \(storeURL.path(percentEncoded: false)).")
            throw ExitCode.failure
        }
        do {
            try await FeedBackend.withBackend(baseURL: baseURL, clock: clock) { backend in
                let root = CompositionRoot(
                    language: language,
                    clock: clock,
                    baseURL: backend.baseURL,
                    storeURL: storeURL,
                    timeout: .milliseconds(Int((timeoutSeconds * 1000).rounded()))
                )
                try await body(root)
            }
        } catch let error as FeedImageLookup.NotFoundError {
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
