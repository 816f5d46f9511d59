import FeedFeature
import FeedPresentation
import Foundation
import SharedPresentation

/// The feed screen as data: what every app shows, whatever its output (text, JSON, HTML).
///
/// Its JSON form is a stable schema (version ``schemaVersion``):
///
/// ```json
/// {
///   "schemaVersion": 1,
///   "language": "en",
///   "title": "My Feed",
///   "canLoadMore": true,
///   "images": [
///     { "id": "UUID", "location": "Lisbon", "description": "A description", "url": "https://…" },
///     { "id": "UUID", "location": null, "description": null, "url": "https://…" }
///   ]
/// }
/// ```
/// `location` and `description` are always present, `null` when the image has none. `canLoadMore` is
/// `false` once an empty page has ended the feed.
public struct FeedDocument: Hashable, Sendable, Encodable {
    /// The version of the JSON schema; bumped on any incompatible change.
    public static let schemaVersion = 1

    /// One image of the feed.
    public struct Image: Hashable, Sendable, Encodable {
        public let id: UUID
        public let location: String?
        public let description: String?
        public let url: URL

        public init(id: UUID, location: String?, description: String?, url: URL) {
            self.id = id
            self.location = location
            self.description = description
            self.url = url
        }

        /// The image as its presenter shows it.
        public init(_ image: FeedImage) {
            let viewModel = FeedImagePresenter.map(image)
            self.init(id: image.id, location: viewModel.location, description: viewModel.description, url: image.url)
        }

        private enum CodingKeys: String, CodingKey {
            case id, location, description, url
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(location, forKey: .location)
            try container.encode(description, forKey: .description)
            try container.encode(url, forKey: .url)
        }
    }

    /// The BCP 47 identifier of the language of ``title``.
    public let language: String
    /// The localized title ("My Feed").
    public let title: String
    /// Whether another page may follow.
    public let canLoadMore: Bool
    /// Every image loaded, newest first.
    public let images: [Image]

    public init(language: String, title: String, canLoadMore: Bool, images: [Image]) {
        self.language = language
        self.title = title
        self.canLoadMore = canLoadMore
        self.images = images
    }

    /// The feed `images` in `language`, with its presenters' title and view models.
    public init(images: [FeedImage], canLoadMore: Bool, language: Language) {
        self.init(
            language: language.identifier,
            title: FeedPresenter.title(in: language),
            canLoadMore: canLoadMore,
            images: images.map(Image.init)
        )
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, language, title, canLoadMore, images
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schemaVersion, forKey: .schemaVersion)
        try container.encode(language, forKey: .language)
        try container.encode(title, forKey: .title)
        try container.encode(canLoadMore, forKey: .canLoadMore)
        try container.encode(images, forKey: .images)
    }
}
