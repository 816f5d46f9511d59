import AppSupport
import ArgumentParser
import Foundation
import SharedPresentation

/// The options of every subcommand of a terminal app: the ones every app shares and how the terminal
/// shows the result.
public protocol TerminalAppOptions: ParsableArguments {
    /// `--base-url`, `--store`, `--timeout`, `--max-response-size`.
    var app: AppOptions { get }
    /// `--lang`, `--json`.
    var output: TerminalOutputOptions { get }
}

extension TerminalAppOptions {
    /// Composes the app with `compose` and runs `body` with it, in the language of `--lang` or else the
    /// locale's, through ``AppSupport/AppOptions/runInTerminal(language:environment:defaultStoreFileName:_:)``:
    /// a failure is reported on stderr and ends the command with exit status 1.
    ///
    /// - Parameter defaultStoreFileName: the app's own store file, used when `--store` is not given.
    public func run<CompositionRoot>(
        defaultStoreFileName: String,
        composing compose: (AppContext, Language) throws -> CompositionRoot,
        _ body: (CompositionRoot) async throws -> Void
    ) async throws {
        let environment = ProcessInfo.processInfo.environment
        let language = output.language ?? Language.preferred(inEnvironment: environment)
        try await app.runInTerminal(
            language: language, environment: environment, defaultStoreFileName: defaultStoreFileName
        ) { context in
            try await body(try compose(context, language))
        }
    }
}
