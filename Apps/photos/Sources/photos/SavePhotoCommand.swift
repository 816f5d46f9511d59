import ArgumentParser
import Foundation
import Photos
import TerminalSupport

/// `photos photo <photo-id> -o FILE`: a photo's bytes, in the chosen size.
struct SavePhotoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photo",
        abstract: "Save a photo's bytes to a file.",
        // The options are listed below; a synopsis of them all would run past any terminal's width.
        usage: "photos photo <photo-id> --output <file> [<options>]",
        discussion: """
            Finds the photo on the page (--page, --per-page; from the server, else from the cache), then \
            downloads the bytes of its --size URL. Photo bytes are never cached: saving one needs the \
            server. Use -o - to write the bytes to standard output.

            Examples:
              photos photo lKHPETBeFgF -o photo.png
              photos photo lKHPETBeFgF --size thumb -o - > thumb.png
            """
    )

    /// What `--json` prints once the photo is saved.
    struct Report: Encodable {
        let id: String
        let size: String
        let url: URL
        let path: String
        let byteCount: Int
    }

    @Argument(help: ArgumentHelp("The photo's id (see `photos`).", valueName: "photo-id"))
    var photoID: String

    @Option(
        name: .shortAndLong, help: ArgumentHelp("Where to write the bytes; - for standard output.", valueName: "file"))
    var output: String

    @OptionGroup var options: PhotosOptions
    @OptionGroup var pageOptions: PageOptions

    func run() async throws {
        try await options.run(page: pageOptions) { app in
            let photos = try await app.photos(page: pageOptions.page, perPage: pageOptions.perPage)
            guard let photo = photos.first(where: { $0.id == photoID }) else {
                throw PhotoNotFoundError(id: photoID, page: pageOptions.page)
            }
            let url = photo.urls[pageOptions.size]
            let data = try await ImageNotOnServerError.reporting(url: url) {
                try await app.photoDataLoader.loadData(from: url)
            }
            try Terminal.saveBytes(
                data, from: url, to: output,
                report: Report(
                    id: photo.id, size: pageOptions.size.rawValue, url: url, path: output, byteCount: data.count),
                json: options.output.json, in: app.language)
        }
    }
}
