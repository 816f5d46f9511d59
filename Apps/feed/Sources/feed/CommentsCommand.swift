import AppSupport
import ArgumentParser
import FeedTerminal
import Foundation
import ImageComments
import TerminalSupport

/// `feed comments <image-id>`: an image's comments, from the server (comments are never cached).
struct CommentsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "comments",
        abstract: "Show an image's comments, with their authors and relative dates.",
        // The options are listed below; a synopsis of them all would run past any terminal's width.
        usage: "feed comments <image-id> [<options>]",
        discussion: """
            Comments always come from the server; they are never cached, so offline this prints the \
            connection error. An id the server does not have prints "No image with id … on the \
            server". Dates are relative to now (FEED_CURRENT_DATE when set), in --lang.

            Examples:
              feed comments 7DAF0165-CB0D-594F-8E7B-1D92DBB43B57
              feed comments 7DAF0165-CB0D-594F-8E7B-1D92DBB43B57 --lang pt-BR --json
            """
    )

    @Argument(help: ArgumentHelp("The image's id, a UUID (see `feed`).", valueName: "image-id"))
    var imageID: UUIDArgument

    @OptionGroup var options: TerminalOptions

    func run() async throws {
        try await options.run { app in
            try await Terminal.present(
                { try await app.commentsLoader.loadComments(forImageWithID: imageID.value) }, in: app.language,
                notFound: ImageCommentsPresenter.imageNotFoundError(imageID: imageID.value, in: app.language)
            ) { [options, imageID] comments in
                let document = ImageCommentsDocument(
                    comments: comments, imageID: imageID.value, currentDate: app.clock.now(), language: app.language)
                return options.output.json
                    ? try DocumentJSONEncoder.string(from: document) : DocumentTextRenderer.render(document)
            }
        }
    }
}
