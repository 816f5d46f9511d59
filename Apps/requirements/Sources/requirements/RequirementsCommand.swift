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

            `requirements` alone runs `requirements list`, whose options it takes: --base-url <url>, \
            --store <path>, --lang en|pt-BR|el, --json, --max-age <days>, --outbox-capacity <n>, \
            --outbox-retention <days>, --timeout <seconds> and --max-response-size <MiB>. \
            `requirements help list` describes each of them.

            Environment: FEED_CURRENT_DATE is now, in ISO 8601 (2024-05-20T12:00:00Z), for every use \
            case; LC_ALL, LC_MESSAGES and LANG, strongest first, give the default of --lang.

            Examples:
              requirements
              requirements validate 6E729C5E-513E-59E8-AE1A-5EA35E387215
              requirements sync
              requirements status --json

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
