import Foundation

/// How the JSON file store keeps the bytes of one image: a file named after a stable 64-bit FNV-1a
/// hash of the URL, holding the URL on its first line and then the bytes.
///
/// The URL inside the file makes a hash collision a cache miss, never another image's bytes.
struct ImageDataFile {
    let url: URL
    let data: Data

    /// The file name for `url`: 16 hexadecimal digits, the same on every launch and platform.
    static func name(for url: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Whether `name` is one that ``name(for:)`` gives: 16 lowercase hexadecimal digits.
    static func isName(_ name: Substring) -> Bool {
        name.utf8.count == 16 && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// The file's contents. An absolute URL string has no raw line feed, so the first one ends it.
    var contents: Data {
        Data(url.absoluteString.utf8) + Data([Self.lineFeed]) + data
    }

    /// Reads a file's contents back.
    ///
    /// - Returns: the bytes stored for `url`, or `nil` when the file belongs to another URL.
    /// - Throws: `JSONFileFeedStore.Error.corruptImageDataFile` when the contents have no URL line.
    static func data(for url: URL, in contents: consuming Data) throws -> Data? {
        guard let lineEnd = contents.firstIndex(of: lineFeed) else {
            throw JSONFileFeedStore.Error.corruptImageDataFile
        }
        guard contents[contents.startIndex..<lineEnd].elementsEqual(url.absoluteString.utf8) else {
            return nil
        }
        // In place: the file's buffer becomes the image's, without a second megabyte-sized copy.
        var bytes = contents
        bytes.removeSubrange(bytes.startIndex...lineEnd)
        return bytes
    }

    private static let lineFeed = UInt8(ascii: "\n")
}
