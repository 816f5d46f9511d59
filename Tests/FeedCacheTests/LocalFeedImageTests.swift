import CommonTestSupport
import FeedCache
import Foundation
import Testing

/// A store's image keeps a plain web URL as its string and parses it only when `url` is asked for
/// (`LocalFeedImage.isPlainWebURL(_:)`): every string the check accepts must parse, and come back as the
/// same string, or `url` would trap.
@Suite struct LocalFeedImageTests {
    @Test(arguments: [
        "http://a", "https://a", "http://a/", "https://images.example.com/feed/1/image-1.jpg",
        "http://127.0.0.1:8080/images/1.jpg", "https://EXAMPLE.com/Image.JPG", "http://a-b.c-d.e/",
        "http://a:0", "http://a:65535/", "https://a?x=1&y=2", "https://a#top", "https://a/?q=a/b?c#f?g/h",
        "https://a/%20%2F%aF", "https://a/-._~:@!$&'()*+,=", "http://a/b//c", "http://..", "http://-a-",
    ])
    func plainWebURLParsesToItself(_ string: String) throws {
        #expect(LocalFeedImage.isPlainWebURL(string))
        try expectRoundTrip(string)
    }

    @Test(arguments: [
        "", "http://", "https://", "http:/a", "ftp://a/b", "HTTP://a", "file:///tmp/a", "http:// a", "http://a b",
        "http://a/b c", "http://a/b;c", "http://[::1]/", "http://user@a/", "http://a:65536/", "http://a:123456/",
        "http://a:/", "http://a:b/", "http://a/%zz", "http://a/%2", "http://a/#b#c", "http://ü.example/",
        "http://a/ü", "http://a/\"", "http://a/<b>", "http://a/{b}", "http://a/|", "http://a/\\", "http://a/^",
        "http://a/`", "http://a_b/",
    ])
    func otherStringsAreNotPlain(_ string: String) {
        #expect(!LocalFeedImage.isPlainWebURL(string))
    }

    /// Strings built at random from the characters the check accepts, in every part of the URL.
    @Test func everyStringTheCheckAcceptsParsesToItself() throws {
        var generator = SplitMix64(seed: 28)
        let hostBytes = Array("abcXYZ019.-".utf8)
        let tailBytes = Array("aZ09-._~/:@!$&'()*+,=?%#".utf8)
        let hex = Array("09afAF".utf8)
        var accepted = 0
        for _ in 0..<5_000 {
            var bytes = Array((generator.next() % 2 == 0 ? "http://" : "https://").utf8)
            for _ in 0...(generator.next() % 12) { bytes.append(hostBytes.randomElement(using: &generator)!) }
            if generator.next() % 4 == 0 { bytes += Array(":\(generator.next() % 70_000)".utf8) }
            for _ in 0..<(generator.next() % 40) {
                let byte = tailBytes.randomElement(using: &generator)!
                bytes.append(byte)
                if byte == UInt8(ascii: "%"), generator.next() % 8 != 0 {
                    bytes.append(hex.randomElement(using: &generator)!)
                    bytes.append(hex.randomElement(using: &generator)!)
                }
            }
            let string = String(decoding: bytes, as: UTF8.self)
            guard LocalFeedImage.isPlainWebURL(string) else { continue }
            accepted += 1
            try expectRoundTrip(string)
        }
        #expect(accepted > 500)
    }

    @Test func storedPlainURLComesBackAsTheSameURL() throws {
        let string = "https://images.example.com/feed/1/image-1.jpg?w=640"
        let id = UUID()
        let stored = try #require(LocalFeedImage(id: id, description: "d", location: "l", storedURL: string))
        let given = LocalFeedImage(id: id, description: "d", location: "l", url: try #require(URL(string: string)))

        #expect(stored.url == URL(string: string))
        #expect(stored.urlString == string)
        #expect(stored == given)
        #expect(stored.hashValue == given.hashValue)
    }

    @Test func storedURLThatIsNotPlainIsParsedAtOnce() throws {
        let stored = try #require(
            LocalFeedImage(id: UUID(), description: nil, location: nil, storedURL: "ftp://files.example.com/a.jpg"))
        #expect(stored.url == URL(string: "ftp://files.example.com/a.jpg"))
    }

    @Test func storedStringThatIsNotAURLIsRefused() {
        #expect(LocalFeedImage(id: UUID(), description: nil, location: nil, storedURL: "") == nil)
        #expect(LocalFeedImage(id: UUID(), description: nil, location: nil, storedURL: "http://[") == nil)
    }

    @Test func codableFormatIsTheOneOfTheURLHoldingImage() throws {
        struct Synthesized: Codable, Equatable {
            let id: UUID
            let description: String?
            let location: String?
            let url: URL
        }
        let url = try #require(URL(string: "https://a.example/b.jpg"))
        let image = LocalFeedImage(id: UUID(), description: nil, location: "l", url: url)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys

        let encoded = try encoder.encode(image)
        #expect(
            encoded == (try encoder.encode(Synthesized(id: image.id, description: nil, location: "l", url: url))))
        #expect(try JSONDecoder().decode(LocalFeedImage.self, from: encoded) == image)
    }

    private func expectRoundTrip(_ string: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = try #require(URL(string: string), "\(string) did not parse", sourceLocation: sourceLocation)
        #expect(url.absoluteString == string, sourceLocation: sourceLocation)
        let image = try #require(
            LocalFeedImage(id: UUID(), description: nil, location: nil, storedURL: string),
            sourceLocation: sourceLocation)
        #expect(image.url == url, sourceLocation: sourceLocation)
    }
}
