import Foundation

/// A comment of the sample data set. Its date is stored relative to "now", so relative dates stay meaningful.
public struct SampleComment: Sendable, Hashable {
    /// The comment's id.
    public let id: UUID
    /// The comment's text.
    public let message: String
    /// The author's username.
    public let username: String
    /// How long before "now" the comment was written, in minutes.
    public let minutesAgo: Int
    /// How the server spells the UTC offset of this comment's `created_at`.
    public let utcOffsetStyle: UTCOffsetStyle

    /// Creates a comment.
    public init(
        id: UUID, message: String, username: String, minutesAgo: Int, utcOffsetStyle: UTCOffsetStyle
    ) {
        self.id = id
        self.message = message
        self.username = username
        self.minutesAgo = minutesAgo
        self.utcOffsetStyle = utcOffsetStyle
    }

    /// The comment's date as the server renders it when its clock reads `now`: `minutesAgo` minutes before
    /// `now`, truncated to whole seconds (the wire format has no fractional seconds).
    public func createdAt(relativeTo now: Date) -> Date {
        let seconds = (now.timeIntervalSince1970 - Double(minutesAgo) * 60).rounded(.down)
        return Date(timeIntervalSince1970: seconds)
    }
}
