import ArgumentParser
import Foundation
import SharedPresentation

extension FeedAppOptions {
    /// Runs `body` like ``run(environment:defaultStoreFileName:_:)`` for a terminal app: a failure is
    /// reported on stderr and ends the command with exit status 1 — a ``TerminalReportableError`` as its
    /// description, anything else as the connection error in `language`.
    public func runInTerminal(
        language: Language,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        defaultStoreFileName: String = FeedStoreLocation.fileName,
        _ body: (FeedAppContext) async throws -> Void
    ) async throws {
        do {
            try await run(environment: environment, defaultStoreFileName: defaultStoreFileName, body)
        } catch let error as ExitCode {
            throw error
        } catch let error as any TerminalReportableError {
            Terminal.printError(error.description)
            throw ExitCode.failure
        } catch {
            Terminal.printError(SharedStrings.genericConnectionError(in: language))
            throw ExitCode.failure
        }
    }
}
