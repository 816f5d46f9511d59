import Foundation
import SharedPresentation

/// The comments screen's texts and view models.
public enum ImageCommentsPresenter {
    /// The `ImageComments` strings table of this module.
    public static let table = LocalizedStringTable(named: "ImageComments", in: .module)

    /// "Comments", in `language`.
    public static func title(in language: Language) -> String {
        table.string("IMAGE_COMMENTS_VIEW_TITLE", in: language)
    }

    /// "No image with id <id> on the server", in `language`: what a comments screen shows when the API
    /// answers that it has no such image (`RemoteLoadError.notFound`), rather than the connection error.
    public static func imageNotFoundError(imageID: UUID, in language: Language) -> String {
        String(format: table.string("IMAGE_COMMENTS_NOT_FOUND_ERROR", in: language), imageID.uuidString)
    }

    /// Maps comments to view models with dates relative to `currentDate` ("5 minutes ago",
    /// "1 day ago") in `locale`.
    public static func map(
        _ comments: [ImageComment],
        currentDate: Date = Date(),
        calendar: Calendar = .current,
        locale: Locale = .current
    ) -> ImageCommentsViewModel {
        var calendar = calendar
        calendar.locale = locale
        return ImageCommentsViewModel(
            comments: comments.map { comment in
                // The anchored style formats its anchor relative to the date it is given.
                let style = Date.AnchoredRelativeFormatStyle(
                    anchor: comment.createdAt,
                    presentation: .numeric,
                    unitsStyle: .wide,
                    locale: locale,
                    calendar: calendar
                )
                return ImageCommentViewModel(
                    message: comment.message,
                    date: style.format(currentDate),
                    username: comment.username
                )
            }
        )
    }

    /// Maps comments with the locale of `language`.
    public static func map(
        _ comments: [ImageComment],
        currentDate: Date = Date(),
        calendar: Calendar = .current,
        language: Language
    ) -> ImageCommentsViewModel {
        map(comments, currentDate: currentDate, calendar: calendar, locale: Locale(identifier: language.identifier))
    }
}
