import ArgumentParser
import TerminalSupport

/// `photos [list]`: one page of photos, remote with cache fallback.
struct ListPhotosCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List a page of photos (the default command).",
        // The options are listed below; a synopsis of them all would run past any terminal's width.
        usage: "photos [list] [<options>]",
        discussion: """
            Loads the page from the server and caches it beside the other pages loaded; when the server \
            cannot be reached or answers something that is not a list of photos, shows that page from the \
            cache while it is younger than --max-age days. Each page (number and --per-page) is cached on \
            its own: a page never loaded is not shown offline.

            Examples:
              photos
              photos list --page 2 --per-page 5
              photos --size small --json
            """
    )

    @OptionGroup var options: PhotosOptions
    @OptionGroup var pageOptions: PageOptions

    func run() async throws {
        try await options.run(page: pageOptions) { app in
            try await Terminal.present(
                { try await app.photos(page: pageOptions.page, perPage: pageOptions.perPage) }, in: app.language
            ) { [options, pageOptions] photos in
                options.output.json
                    ? try DocumentJSONEncoder.string(
                        from: PhotosDocument(
                            photos: photos, page: pageOptions.page, perPage: pageOptions.perPage,
                            size: pageOptions.size, language: app.language))
                    : PhotosDocument.text(photos: photos, size: pageOptions.size, language: app.language)
            }
        }
    }
}
