import Foundation

/// The media type of image bytes, from their signature; a download of anything else is not served.
enum ImageContentType {
    static func of(_ data: Data) -> String? {
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
