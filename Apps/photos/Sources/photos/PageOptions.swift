import AppSupport
import ArgumentParser
import Photos

/// Which page of photos, and which size's URL: the options of the commands that load a page.
struct PageOptions: ParsableArguments {
    @Option(name: .customLong("page"), help: ArgumentHelp("The page to load, from 1 to 100000.", valueName: "n"))
    var page = 1

    @Option(
        name: .customLong("per-page"), help: ArgumentHelp("How many photos a page has (1 to 30).", valueName: "m"))
    var perPage = 10

    @Option(
        name: .customLong("size"),
        help: ArgumentHelp(
            "The size whose URL is shown or saved: raw, full, regular, small or thumb.", valueName: "size")
    )
    var size: PhotoSize = .regular

    func validate() throws {
        guard (1...100_000).contains(page) else { throw UsageMessage.outOfRange("--page", 1...100_000) }
        guard (1...30).contains(perPage) else { throw UsageMessage.outOfRange("--per-page", 1...30) }
    }
}

extension PhotoSize: ExpressibleByArgument {}
