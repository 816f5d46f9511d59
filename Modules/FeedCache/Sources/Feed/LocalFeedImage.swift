import Foundation

/// The cache's own representation of a feed image, so that stores never depend on the domain model.
///
/// An image keeps its URL's absolute string (``urlString``), which is what every store writes. An image
/// a store reads back with ``init(id:description:location:storedURL:)`` keeps only that string when it
/// is a plain web URL (``isPlainWebURL(_:)``), and parses it into a `URL` when ``url`` is asked for:
/// `URL(string:)` took 3.9 ms of the SQLite store's 10.35 ms load of 10,000 images
/// (Tools/Benchmarks/StoreBenchmarks), and a store that only compares or writes the URLs never needs it.
///
/// Two images are equal when their ids, descriptions, locations and URLs' absolute strings are.
public struct LocalFeedImage: Hashable, Sendable, Codable {
    public let id: UUID
    public let description: String?
    public let location: String?
    /// The URL's absolute string, as a store keeps it.
    public let urlString: String
    /// `nil` when ``urlString`` is a plain web URL not parsed yet.
    private let parsedURL: URL?

    /// The image's URL: the one given to ``init(id:description:location:url:)``, or the stored string
    /// parsed on each call.
    public var url: URL {
        if let parsedURL { return parsedURL }
        // Only a string `isPlainWebURL(_:)` accepted is kept unparsed, and every such string parses.
        guard let url = URL(string: urlString) else {
            preconditionFailure("LocalFeedImage: a plain web URL did not parse: \(urlString)")
        }
        return url
    }

    public init(id: UUID, description: String?, location: String?, url: URL) {
        self.id = id
        self.description = description
        self.location = location
        self.urlString = url.absoluteString
        self.parsedURL = url
    }

    /// An image read back from a store, with the URL string the store wrote (`url.absoluteString`), or
    /// `nil` when that string is not a URL.
    ///
    /// A plain web URL (``isPlainWebURL(_:)``, what the feed's API mappers accept is nearly always one)
    /// is checked byte by byte and parsed only when ``url`` is asked for; any other string is parsed
    /// with `URL(string:)` here, as the stores did before.
    public init?(id: UUID, description: String?, location: String?, storedURL: String) {
        self.id = id
        self.description = description
        self.location = location
        if Self.isPlainWebURL(storedURL) {
            self.urlString = storedURL
            self.parsedURL = nil
        } else {
            guard let url = URL(string: storedURL) else { return nil }
            self.urlString = url.absoluteString
            self.parsedURL = url
        }
    }

    public static func == (lhs: LocalFeedImage, rhs: LocalFeedImage) -> Bool {
        lhs.id == rhs.id && lhs.description == rhs.description && lhs.location == rhs.location
            && lhs.urlString == rhs.urlString
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(description)
        hasher.combine(location)
        hasher.combine(urlString)
    }

    // The same keys and values as the synthesized conformance this type had when it held a `URL`.
    private enum CodingKeys: String, CodingKey {
        case id, description, location, url
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(UUID.self, forKey: .id),
            description: try container.decodeIfPresent(String.self, forKey: .description),
            location: try container.decodeIfPresent(String.self, forKey: .location),
            url: try container.decode(URL.self, forKey: .url))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encode(url, forKey: .url)
    }
}

extension LocalFeedImage {
    /// Whether `string` is an `http` or `https` URL of the plainest form, which `URL(string:)` always
    /// parses and gives back unchanged as its `absoluteString`: a lowercase scheme; a host of ASCII
    /// letters, digits, dots and hyphens with an optional port of at most five digits (no user, no IP
    /// literal); then a path, query and fragment of RFC 3986's unreserved characters, `/ : @ ! $ & ' ( )
    /// * + , =`, `?` and `%` followed by two hex digits, with at most one `#`. Anything else (`;`,
    /// spaces, non-ASCII, brackets) is `false`, and ``init(id:description:location:storedURL:)`` parses
    /// it at once instead. One pass over the bytes, without allocating.
    public static func isPlainWebURL(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { isPlainWebURL(bytes: $0) }
    }

    private static func isPlainWebURL(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index: Int
        if hasPrefix("https://", bytes) {
            index = 8
        } else if hasPrefix("http://", bytes) {
            index = 7
        } else {
            return false
        }
        // The host: one or more of [A-Za-z0-9.-].
        let hostStart = index
        while index < bytes.count, isHostByte(bytes[index]) { index += 1 }
        guard index > hostStart else { return false }
        // The port: ":" and one to five digits, at most 65535.
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            index += 1
            var port = 0
            let portStart = index
            while index < bytes.count, isDigit(bytes[index]), index - portStart < 5 {
                port = port * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            guard index > portStart, port <= 65535 else { return false }
        }
        if index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") else {
                return false
            }
        }
        // The path, query and fragment.
        var sawFragment = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else {
                    return false
                }
                index += 3
                continue
            }
            if byte == UInt8(ascii: "#") {
                guard !sawFragment else { return false }
                sawFragment = true
            } else if !isPathByte(byte) {
                return false
            }
            index += 1
        }
        return true
    }

    private static func hasPrefix(_ prefix: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let start = prefix.utf8Start
        for offset in 0..<count where bytes[offset] != start[offset] { return false }
        return true
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    private static func isHostByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    /// RFC 3986's unreserved characters, `/ : @ ! $ & ' ( ) * + , =` and `?`.
    private static func isPathByte(_ byte: UInt8) -> Bool {
        if isLetter(byte) || isDigit(byte) { return true }
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
            UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
            UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}
