import Foundation

/// Renders the apps' documents as plain text for a terminal.
///
/// ```
/// My Feed
///
/// [1] 0F8C2E06-1B2D-4C3A-9E8F-1234567890AB
///     📍 Lisbon
///     Sunset over the Tagus
///     http://127.0.0.1:8080/images/0F8C2E06-1B2D-4C3A-9E8F-1234567890AB.png
/// ```
///
/// A location line (with its pin) and a description line appear only when the image has them.
public enum DocumentTextRenderer {
    /// The feed: its title, then one block per image.
    public static func render(_ document: FeedDocument) -> String {
        var lines = [document.title]
        for (index, image) in document.images.enumerated() {
            lines.append("")
            lines.append("[\(index + 1)] \(image.id.uuidString)")
            if let location = image.location { lines.append("    📍 \(location)") }
            if let description = image.description { lines.append("    \(description)") }
            lines.append("    \(image.url.absoluteString)")
        }
        return lines.joined(separator: "\n")
    }

    /// The comments: their title, then one block per comment (author, relative date, message).
    public static func render(_ document: ImageCommentsDocument) -> String {
        var lines = [document.title]
        for comment in document.comments {
            lines.append("")
            lines.append("\(comment.username) · \(comment.relativeDate)")
            lines.append(
                contentsOf: comment.message.split(separator: "\n", omittingEmptySubsequences: false).map {
                    "    \($0)"
                })
        }
        return lines.joined(separator: "\n")
    }
}
