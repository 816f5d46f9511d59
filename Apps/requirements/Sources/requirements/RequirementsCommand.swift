import AppSupport
import ArgumentParser
import TerminalSupport

/// `requirements`: the developer checklist in a terminal, with validations that survive being offline.
@main
struct RequirementsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "requirements",
        abstract: "Shows the developer checklist and validates its requirements, online or offline.",
        discussion: """
            With no --base-url, a sample backend is started in-process on loopback, so every command \
            works on a fresh machine. The checklist is cached and shown from the cache when the server \
            cannot be reached, while the cache is younger than --max-age days (7). Validations are saved first in \
            an outbox in the same SQLite file (--store; by default \
            $XDG_CACHE_HOME/essential-feed/requirements.sqlite, or under ~/.cache) and sent in the order \
            they were made whenever the server can be reached: every command first sends what is pending.

            Environment:
              FEED_CURRENT_DATE  now, in ISO 8601 (2024-05-20T12:00:00Z), for every use case
              LC_ALL, LC_MESSAGES, LANG  the default of --lang, strongest first

            Examples:
              requirements                           the checklist, each item marked done or pending
              requirements validate <item-id>        mark a requirement done (queued when offline)
              requirements sync                      send what is pending
              requirements status --json             the outbox: pending, oldest pending, rejected

            Exit status: 0 on success, 1 when something cannot be done (the message is on stderr), \
            64 on a usage error.
            """,
        version: "1.0.0",
        subcommands: [
            ListRequirementsCommand.self, ValidateRequirementCommand.self, SyncCommand.self, StatusCommand.self,
            ValidateRequirementsCacheCommand.self,
        ],
        defaultSubcommand: ListRequirementsCommand.self
    )

    /// Options are accepted before the subcommand too: `requirements --lang el validate <id>`.
    static func main() async {
        await mainAcceptingOptionsBeforeSubcommand()
    }
}
