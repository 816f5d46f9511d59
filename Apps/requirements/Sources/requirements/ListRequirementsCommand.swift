import ArgumentParser
import Requirements
import TerminalSupport

/// `requirements [list]`: the checklist, remote with cache fallback, each item marked.
struct ListRequirementsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Show the checklist (the default command).",
        // The options are listed below; a synopsis of them all would run past any terminal's width.
        usage: "requirements [list] [<options>]",
        discussion: """
            Loads the checklist from the server and caches it; when the server cannot be reached, shows \
            the cached one while it is younger than --max-age days (7). Each item is marked: ✓ validated, … \
            validated and waiting in the outbox to be sent, ✗ rejected by the server, ○ not done.
            """
    )

    @OptionGroup var options: RequirementsOptions

    func run() async throws {
        try await options.run { app in
            let entries = try await app.outbox.entries()
            try await Terminal.present({ try await app.requirements() }, in: app.language) { [options] categories in
                let document = ChecklistDocument(categories: categories, entries: entries, language: app.language)
                return options.output.json ? try DocumentJSONEncoder.string(from: document) : document.text
            }
        }
    }
}
