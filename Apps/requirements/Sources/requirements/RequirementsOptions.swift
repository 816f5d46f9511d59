import AppSupport
import ArgumentParser
import DatabaseSupport
import SharedCache
import TerminalSupport

/// The options every subcommand takes: the ones every app shares (where the checklist comes from, where
/// it and the outbox are kept, the request timeout), the database that may keep them instead of the
/// file, the outbox's capacity, and how the terminal shows things.
struct RequirementsOptions: TerminalAppOptions {
    @OptionGroup var app: AppOptions
    @OptionGroup var database: DatabaseOptions
    @OptionGroup var output: TerminalOutputOptions

    @Option(
        name: .customLong("outbox-capacity"),
        help: ArgumentHelp("How many validations may wait in the outbox while offline (1 to 100000).", valueName: "n")
    )
    var outboxCapacity = 100

    @Option(
        name: .customLong("outbox-retention"),
        help: ArgumentHelp(
            "How many days delivered and rejected validations are kept (1 to 3650); each item's latest "
                + "delivered one is kept for good.",
            valueName: "days")
    )
    var outboxRetentionInDays = 30

    @Option(
        name: .customLong("max-age"),
        help: ArgumentHelp(
            "How many days the cached checklist may be shown when offline (0: never; at most 3650).",
            valueName: "days")
    )
    var maxAgeInDays = 7

    func validate() throws {
        guard (1...100_000).contains(outboxCapacity) else {
            throw UsageMessage.outOfRange("--outbox-capacity", 1...100_000)
        }
        guard (1...3650).contains(outboxRetentionInDays) else {
            throw UsageMessage.outOfRange("--outbox-retention", 1...3650, unit: .days)
        }
        guard (0...3650).contains(maxAgeInDays) else {
            throw UsageMessage.outOfRange("--max-age", 0...3650, unit: .days)
        }
    }

    var policy: CachePolicy { CachePolicy(maxAgeInDays: maxAgeInDays) }
}
