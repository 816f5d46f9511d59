import Foundation

/// A URL a client may fetch: `http` or `https`, with a host.
///
/// Decoding one from a payload fails on any other URL (`javascript:`, `data:`, `file:`, `ftp:`, or a
/// relative one), so a mapper that decodes its URLs as `WebURL` rejects a payload that lists them as
/// invalid data, and nothing downstream fetches, shows or links such a URL.
public struct WebURL: Decodable, Hashable, Sendable {
    /// The URL itself.
    public let url: URL

    /// `url`, or `nil` when it is not a web URL.
    public init?(_ url: URL) {
        guard Self.isWebURL(url) else { return nil }
        self.url = url
    }

    public init(from decoder: any Decoder) throws {
        let url = try decoder.singleValueContainer().decode(URL.self)
        guard let webURL = WebURL(url) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Not an http(s) URL: \(url)"))
        }
        self = webURL
    }

    /// Whether `url` is `http` or `https` (in any case) and names a host.
    public static func isWebURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return url.host?.isEmpty == false
    }

    /// Whether `first` and `second` have the same scheme, host and port (80 and 443 when unnamed): the
    /// only redirects an HTTP client follows, so that a backend cannot send it to another host.
    public static func haveTheSameOrigin(_ first: URL, _ second: URL) -> Bool {
        first.scheme?.lowercased() == second.scheme?.lowercased()
            && first.host?.lowercased() == second.host?.lowercased()
            && effectivePort(of: first) == effectivePort(of: second)
    }

    private static func effectivePort(of url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
    }
}
