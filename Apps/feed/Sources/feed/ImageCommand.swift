import ArgumentParser
import FeedComposition
import FeedFeature
import FeedTerminal
import Foundation
import TerminalSupport

/// `feed image <image-id> -o FILE`: an image's bytes, from the local cache first, else from the server.
struct ImageCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "image",
        abstract: "Save an image's bytes to a file.",
        // The options are listed below; a synopsis of them all would run past any terminal's width.
        usage: "feed image <image-id> --output <file> [<options>]",
        discussion: """
            Finds the image in the feed, page by page (from the server, else from the cache), then loads \
            its bytes from the local image cache, or downloads and caches them. Use -o - to write the bytes \
            to standard output.

            Examples:
              feed image 5A484017-40B2-5128-89E8-34378C06DBD5 -o photo.png
              feed image 5A484017-40B2-5128-89E8-34378C06DBD5 -o - > photo.png
            """
    )

    /// What `--json` prints once the image is saved.
    struct Report: Encodable {
        let id: UUID
        let url: URL
        let path: String
        let byteCount: Int
    }

    @Argument(help: ArgumentHelp("The image's id, a UUID (see `feed`).", valueName: "image-id"))
    var imageID: UUIDArgument

    @Option(
        name: .shortAndLong, help: ArgumentHelp("Where to write the bytes; - for standard output.", valueName: "file"))
    var output: String

    @OptionGroup var options: TerminalOptions

    func run() async throws {
        try await options.run { app in
            let image = try await app.imageLookup.image(withID: imageID.value)
            let (data, fromCache) = try await ImageNotOnServerError.reporting(url: image.url) {
                try await app.imageDataLoader.loadImageDataAndSource(from: image.url)
            }
            try Terminal.saveBytes(
                data, from: image.url, cached: fromCache, to: output,
                report: Report(id: image.id, url: image.url, path: output, byteCount: data.count),
                json: options.output.json, in: app.language)
        }
    }
}
