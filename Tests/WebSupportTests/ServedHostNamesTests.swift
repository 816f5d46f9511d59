import Testing
import WebSupport

/// Which `Host` values name this server (against DNS rebinding): IP addresses, `localhost` and the
/// names given, with or without a port, in any case, with or without a trailing dot; nothing else.
@Suite("Served host names")
struct ServedHostNamesTests {
    @Test(arguments: [
        "127.0.0.1", "127.0.0.1:8080", "localhost", "LOCALHOST:8080", "localhost.", "app.localhost:1",
        "[::1]", "[::1]:8080", "10.0.0.7:80", "feed.example.org", "Feed.Example.Org.:443",
    ])
    func servesTheMachineAndTheNamesGiven(authority: String) {
        #expect(ServedHostNames(["feed.example.org"]).serves(authority: authority))
    }

    @Test(arguments: [
        "evil.test", "evil.test:8080", "127.0.0.1.evil.test", "localhost.evil.test", "1.2.3", "256.1.1.1",
        "1.2.3.4.5", "[::1", "[::1]x", "[evil]", "127.0.0.1:80:80", "127.0.0.1:port", ":8080", "",
        "feed.example.org.evil.test", "\u{0600}localhost",
    ])
    func refusesEveryOtherName(authority: String) {
        #expect(!ServedHostNames(["feed.example.org"]).serves(authority: authority))
    }

    /// An HTTP/1.0 client may send no `Host`; a browser always does.
    @Test func aRequestWithoutHostIsServed() {
        #expect(ServedHostNames().serves(authority: nil))
    }
}
