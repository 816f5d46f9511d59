/// How a comment's `created_at` spells its UTC offset: both forms occur in the wild (docs/feed-behaviour.md).
public enum UTCOffsetStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// `2020-05-20T11:24:59+0000`
    case basic = "+0000"
    /// `2020-05-20T11:24:59+00:00`
    case extended = "+00:00"
}
