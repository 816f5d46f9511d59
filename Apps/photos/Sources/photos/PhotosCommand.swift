import AppSupport
import ArgumentParser
import TerminalSupport

/// `photos`: the photos list in a terminal. The entry point of the photos app.
@main
struct PhotosCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photos",
        abstract: "Lists photos in the Unsplash shape and saves their bytes, in a terminal.",
        discussion: """
            With no --base-url, a sample backend is started in-process on loopback, so every command \
            works offline on a fresh machine. Every page loaded is cached in a JSON file (--store; by \
            default $XDG_CACHE_HOME/essential-feed/photos.json, or under ~/.cache) and shown from there \
            when the server cannot be reached, each page while it is younger than --max-age days.

            `photos` alone runs `photos list`, whose options it takes: --base-url <url>, --store <path>, \
            --lang en|pt-BR|el, --json, --page <n>, --per-page <m>, --size <size>, --max-age <days>, \
            --timeout <seconds>, --max-response-size <MiB> and --allow-host <host>. `photos help list` \
            describes each of them.

            Environment: FEED_CURRENT_DATE is now, in ISO 8601 (2024-05-20T12:00:00Z), for every use \
            case; LC_ALL, LC_MESSAGES and LANG, strongest first, give the default of --lang.

            Examples:
              photos
              photos --page 2 --per-page 5 --json
              photos --size thumb --lang el
              photos photo lKHPETBeFgF -o photo.png
              photos validate-cache

            Exit status: 0 on success, 1 when the photos cannot be loaded (the message is on stderr), \
            64 on a usage error.
            """,
        version: "1.0.0",
        subcommands: [ListPhotosCommand.self, SavePhotoCommand.self, ValidatePhotosCacheCommand.self],
        defaultSubcommand: ListPhotosCommand.self
    )

    /// Options are accepted before the subcommand too: `photos --page 2 photo <id> -o photo.png`.
    static func main() async {
        await mainAcceptingOptionsBeforeSubcommand()
    }
}
