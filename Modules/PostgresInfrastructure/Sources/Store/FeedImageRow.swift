import FeedCache
import Foundation

/// A feed image as one row of `feed_images`: what a save sends, as one JSON array, and what a
/// retrieval reads back.
struct FeedImageRow: Encodable {
    /// A stored URL that no longer parses as a URL: the row was not written by this store.
    struct InvalidStoredURLError: Error {
        let url: String
    }

    let position: Int
    let id: UUID
    let description: String?
    let location: String?
    let url: String

    /// `feed`'s rows in order, as the JSON that `jsonb_to_recordset` reads in one statement.
    static func json(for feed: [LocalFeedImage]) throws -> String {
        let rows = feed.enumerated().map { position, image in
            FeedImageRow(
                position: position, id: image.id, description: image.description, location: image.location,
                url: image.url.absoluteString)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return String(decoding: try encoder.encode(rows), as: UTF8.self)
    }

    /// Image data moves, `[{"from_url": …, "to_url": …}]`, for `jsonb_to_recordset`.
    static func json(forMoves moves: [(from: URL, to: URL)]) throws -> String {
        let rows = moves.map { ["from_url": $0.from.absoluteString, "to_url": $0.to.absoluteString] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return String(decoding: try encoder.encode(rows), as: UTF8.self)
    }

    static func image(id: UUID, description: String?, location: String?, url: String) throws -> LocalFeedImage {
        guard let url = URL(string: url) else { throw InvalidStoredURLError(url: url) }
        return LocalFeedImage(id: id, description: description, location: location, url: url)
    }
}
