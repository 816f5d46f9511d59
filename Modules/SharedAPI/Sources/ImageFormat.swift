import Foundation

/// The image formats the apps accept, recognized by their bytes' signature rather than by what a
/// server says they are.
public enum ImageFormat {
    /// The media type of `data` (`image/png`, `image/jpeg`, `image/gif` or `image/webp`), or `nil` when
    /// the bytes are no image of these formats (an HTML login page, a JSON error, nothing).
    public static func mediaType(of data: Data) -> String? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if data.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        if data.count >= 12, data.starts(with: Array("RIFF".utf8)),
            data[data.startIndex + 8..<data.startIndex + 12] == Data("WEBP".utf8)
        {
            return "image/webp"
        }
        return nil
    }
}
