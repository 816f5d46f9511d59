import AppSupport
import ArgumentParser
import Foundation
import SharedAPI
import SharedPresentation

extension AppOptions {
    /// Runs `body` like ``run(environment:defaultStoreFileName:_:)`` for a terminal app: a failure is
    /// reported on stderr in `language` and ends the command with exit status 1: a
    /// ``TerminalReportableError`` as its message, a remote failure (`RemoteLoadError`: no connection
    /// or invalid data, with no valid cache to fall back on) as what the last request to the server
    /// got (``ServerExchange``: the URL and the status or the socket error; the generic connection
    /// error when no request was recorded), and anything
    /// else, a local failure (a store that cannot be read or written), as such with the store's path.
    public func runInTerminal(
        language: Language,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        defaultStoreFileName: String,
        _ body: (AppContext) async throws -> Void
    ) async throws {
        do {
            try await run(environment: environment, defaultStoreFileName: defaultStoreFileName, body)
        } catch let error as ExitCode {
            throw error
        } catch let error as any TerminalReportableError {
            Terminal.printError(error.message(in: language))
            throw ExitCode.failure
        } catch is RemoteLoadError {
            Terminal.printError(
                ServerExchangeLog.current?.last?.message(in: language)
                    ?? SharedStrings.genericConnectionError(in: language))
            throw ExitCode.failure
        } catch is CancellationError {
            throw ExitCode.failure
        } catch {
            let storeURL = storeURL(environment: environment, defaultStoreFileName: defaultStoreFileName)
            Terminal.printError(TerminalStrings.storeFailure(storeURL, reason: String(describing: error), in: language))
            throw ExitCode.failure
        }
    }
}
