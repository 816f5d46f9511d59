import Foundation
import SampleBackend

/// The shipped data set with every upstream text that a page shows replaced by text that tries to
/// leave its HTML context: `<`, `>`, `&`, `"` and `'` glued into grapheme clusters (after the Prepend
/// character U+0600, before the combining mark U+0301), as a grapheme-wise escaper would miss them.
enum HostileTextDataSet {
    /// The hostile text: a `<meta>` refresh, an attribute breakout and an entity, each glued.
    static let text =
        "\u{0600}<meta http-equiv=refresh content=0;url=https://example.org/ \u{0600}>"
        + " \"\u{0301} onmouseover=alert(1) x=\"\u{0301} '\u{0301}<b\u{0301}>&\u{0301}amp;"

    /// The same length of harmless text, for the page to compare with.
    static let harmless = "plain text"

    /// The shipped data set, every shown text replaced by `replacement`: each image's description and
    /// location, each comment's message and author, each photo's description, alt text, author and
    /// location names, and every name of the checklist (categories, groups, items, types).
    static func make(replacingTextsWith replacement: String = text) throws -> SampleDataSet {
        let text = replacement
        let shipped = SampleDataSet.shipped
        let images = shipped.images.map { image in
            SampleDataSet.Image(
                id: image.id, description: text, location: text,
                comments: image.comments.map { comment in
                    SampleDataSet.Comment(
                        id: comment.id, message: text, username: text, minutesAgo: comment.minutesAgo,
                        utcOffsetStyle: comment.utcOffsetStyle)
                }, pngData: image.pngData)
        }
        let photos = try shipped.photos.map { photo in
            SamplePhoto(
                id: photo.id, json: try replacingTexts(in: photo.json, keys: photoTextKeys, with: text),
                pngData: photo.pngData)
        }
        let requirements = SampleRequirements(
            json: try replacingTexts(in: shipped.requirements.json, keys: ["name"], with: text),
            itemIDs: shipped.requirements.itemIDs)
        return SampleDataSet(images: images, photos: photos, requirements: requirements)
    }

    private static let photoTextKeys: Set<String> = [
        "description", "alt_description", "name", "first_name", "last_name", "title",
    ]

    /// `json` with every string value under one of `keys`, at any depth, replaced by `text`.
    private static func replacingTexts(in json: Data, keys: Set<String>, with text: String) throws -> Data {
        func replaced(_ value: Any, key: String?) -> Any {
            switch value {
            case let object as [String: Any]:
                return object.reduce(into: [String: Any]()) { $0[$1.key] = replaced($1.value, key: $1.key) }
            case let array as [Any]:
                return array.map { replaced($0, key: key) }
            case is String where key.map(keys.contains) == true:
                return text
            default:
                return value
            }
        }
        let object = try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
        return try JSONSerialization.data(withJSONObject: replaced(object, key: nil), options: [.fragmentsAllowed])
    }
}
