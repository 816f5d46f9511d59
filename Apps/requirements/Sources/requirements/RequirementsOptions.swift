import ArgumentParser
import FeedAppSupport

/// The options every subcommand takes: the ones every app shares (where the checklist comes from, where
/// it and the outbox are kept, the request timeout), the outbox's capacity, and how the terminal shows
/// things.
struct RequirementsOptions: ParsableArguments {
    @OptionGroup var app: FeedAppOptions
    @OptionGroup var output: TerminalOutputOptions

    @Option(
        name: .customLong("outbox-capacity"),
        help: ArgumentHelp("How many validations may wait in the outbox while offline.", valueName: "n")
    )
    var outboxCapacity = 100

    func validate() throws {
        guard outboxCapacity >= 1 else { throw ValidationError("--outbox-capacity must be 1 or more.") }
    }
}
