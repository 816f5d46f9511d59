/// The sizes a photo comes in, from the original (`raw`) to a thumbnail.
public enum PhotoSize: String, CaseIterable, Sendable {
    /// The original, unprocessed.
    case raw
    /// The original, as a full-quality JPEG.
    case full
    /// 1080 pixels wide: what a list shows by default.
    case regular
    /// 400 pixels wide.
    case small
    /// 200 pixels wide.
    case thumb
}
