import Foundation
import ImageComments
import SharedPresentation

/// The comments screen as data: what every app shows, whatever its output (text, JSON, HTML).
///
/// Its JSON form is a stable schema (version ``schemaVersion``):
///
/// ```json
/// {
///   "schemaVersion": 1,
///   "language": "en",
///   "title": "Comments",
///   "imageID": "UUID",
///   "comments": [
///     { "id": "UUID", "username": "a username", "message": "a message",
///       "createdAt": "2024-05-20T11:24:59Z", "relativeDate": "2 days ago" }
///   ]
/// }
/// ```
public struct ImageCommentsDocument: Hashable, Sendable, Encodable {
    /// The version of the JSON schema; bumped on any incompatible change.
    public static let schemaVersion = 1

    /// One comment.
    public struct Comment: Hashable, Sendable, Encodable {
        public let id: UUID
        public let username: String
        public let message: String
        /// When it was written, encoded as ISO 8601.
        public let createdAt: Date
        /// When it was written, relative to now, in the document's language ("5 minutes ago").
        public let relativeDate: String

        public init(id: UUID, username: String, message: String, createdAt: Date, relativeDate: String) {
            self.id = id
            self.username = username
            self.message = message
            self.createdAt = createdAt
            self.relativeDate = relativeDate
        }
    }

    /// The BCP 47 identifier of the language of ``title`` and the relative dates.
    public let language: String
    /// The localized title ("Comments").
    public let title: String
    /// The image the comments belong to.
    public let imageID: UUID
    public let comments: [Comment]

    public init(language: String, title: String, imageID: UUID, comments: [Comment]) {
        self.language = language
        self.title = title
        self.imageID = imageID
        self.comments = comments
    }

    /// The `comments` of image `imageID` in `language`, dates relative to `currentDate`, with the
    /// presenter's title and view models.
    public init(comments: [ImageComment], imageID: UUID, currentDate: Date, language: Language) {
        let viewModel = ImageCommentsPresenter.map(
            comments,
            currentDate: currentDate,
            calendar: Calendar(identifier: .gregorian),
            language: language
        )
        self.init(
            language: language.identifier,
            title: ImageCommentsPresenter.title(in: language),
            imageID: imageID,
            comments: zip(comments, viewModel.comments).map { comment, viewModel in
                Comment(
                    id: comment.id,
                    username: viewModel.username,
                    message: viewModel.message,
                    createdAt: comment.createdAt,
                    relativeDate: viewModel.date
                )
            }
        )
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, language, title, imageID, comments
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schemaVersion, forKey: .schemaVersion)
        try container.encode(language, forKey: .language)
        try container.encode(title, forKey: .title)
        try container.encode(imageID, forKey: .imageID)
        try container.encode(comments, forKey: .comments)
    }
}
