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
    /// Every request to the server is noted in a ``ServerExchangeLog`` (through the
    /// ``ServerExchangeRecordingHTTPClient`` the app composes), so that a failure names the URL and
    /// what the server did; when the cache stood in for the server and `body` succeeds, one line on
    /// stderr says so, with the cache's age (from `cacheSavedAt`) and the server's failure.
    ///
    /// - Parameters:
    ///   - defaultStoreFileName: the app's own store file, used when `--store` is not given.
    ///   - cacheSavedAt: when the cache the app shows was saved, read after `body`.
    public func run<CompositionRoot>(
        defaultStoreFileName: String,
        composing compose: (AppContext, Language) throws -> CompositionRoot,
        cacheSavedAt: (CompositionRoot) async -> Date? = { _ in nil },
        _ body: (CompositionRoot) async throws -> Void
    ) async throws {
        let environment = ProcessInfo.processInfo.environment
        let language = output.language ?? Language.preferred(inEnvironment: environment)
        let log = ServerExchangeLog()
        try await log.recording {
            try await app.runInTerminal(
                language: language, environment: environment, defaultStoreFileName: defaultStoreFileName
            ) { context in
                let root = try compose(context, language)
                try await body(root)
                let standIn = log.cacheStandIn
                guard standIn.stoodIn else { return }
                let failure =
                    standIn.after?.message(in: language) ?? SharedStrings.genericConnectionError(in: language)
                guard let savedAt = await cacheSavedAt(root) else {
                    return Terminal.printError(TerminalStrings.cacheStoodIn(because: failure, in: language))
                }
                Terminal.printError(
                    TerminalStrings.cacheStoodIn(
                        savedAgo: Self.age(of: savedAt, now: context.clock.now(), in: language), because: failure,
                        in: language))
            }
        }
    }

    /// "2 hours ago", in `language`.
    private static func age(of date: Date, now: Date, in language: Language) -> String {
        let locale = Locale(identifier: language.identifier)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        // A cache saved within the second (or stamped a little after now) is "1 second ago", not "in 0 seconds".
        return Date.AnchoredRelativeFormatStyle(
            anchor: min(date, now.addingTimeInterval(-1)), presentation: .numeric, unitsStyle: .wide, locale: locale,
            calendar: calendar
        ).format(now)
    }
}
