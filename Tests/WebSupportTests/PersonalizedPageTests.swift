import Foundation
import HTTPTypes
import Hummingbird
import Synchronization
import Testing
import WebSupport

/// A page kept for every visitor gets each request's own values: the visitor's token wherever its
/// marker stands, a new key for each form, and text that merely looks like a marker stays as it is.
@Suite("Personalized page")
struct PersonalizedPageTests {
    private static let token = "0123456789abcdef0123456789abcdef"
    private static let csrf = PersonalizedPage.Slot.csrfToken.marker
    private static let key = PersonalizedPage.Slot.newKey.marker

    @Test func eachRequestGetsItsOwnToken() {
        let page = PersonalizedPage(rendered: "<a>\(Self.csrf)</a><b>\(Self.csrf)</b>")

        #expect(page.html(csrfToken: Self.token) == "<a>\(Self.token)</a><b>\(Self.token)</b>")
        #expect(page.html(csrfToken: "fedcba9876543210fedcba9876543210").contains("fedcba9876543210fedcba9876543210"))
        #expect(!page.html(csrfToken: "fedcba9876543210fedcba9876543210").contains(Self.token))
    }

    @Test func eachFormOfEachResponseGetsANewKey() throws {
        let page = PersonalizedPage(rendered: "<i>\(Self.key)</i><i>\(Self.key)</i><p>\(Self.csrf)</p>")
        let keys = { (html: String) in html.matches(of: /<i>([0-9A-F-]{36})<\/i>/).map { String($0.1) } }

        let first = keys(page.html(csrfToken: Self.token))
        let second = keys(page.html(csrfToken: Self.token))

        #expect(first.count == 2 && second.count == 2)
        #expect(Set(first + second).count == 4)
        #expect(page.html(csrfToken: Self.token).hasSuffix("<p>\(Self.token)</p>"))
    }

    @Test func theTokenIsEscapedAndAPageWithoutMarkersIsUnchanged() {
        #expect(PersonalizedPage(rendered: "<p>\(Self.csrf)</p>").html(csrfToken: "\"<") == "<p>&quot;&lt;</p>")
        #expect(PersonalizedPage(rendered: "<p>plain</p>").html(csrfToken: Self.token) == "<p>plain</p>")
    }

    /// The body a response writes later: the values drawn when it was made, and a Content-Length that
    /// counts the bytes written (escaped token, text beyond ASCII).
    @Test func theResponseBodyWritesThePageItsLengthSays() async throws {
        let page = PersonalizedPage(rendered: "<p>Olá \(Self.csrf)</p><i>\(Self.key)</i><p>\(Self.csrf)</p>")
        let body = page.responseBody(csrfToken: "\"<", newKey: { "k" })

        let collected = CollectedBody()
        try await body.write(CollectingWriter(collected: collected))
        let written = collected.text

        #expect(written == "<p>Olá &quot;&lt;</p><i>k</i><p>&quot;&lt;</p>")
        #expect(body.contentLength == written.utf8.count)
        #expect(collected.isFinished)
    }

    @Test func textShapedLikeAMarkerOfAnotherProcessStaysText() {
        let lookalike = "slot-00000000000000000000000000000000-csrf"
        #expect(PersonalizedPage(rendered: lookalike).html(csrfToken: Self.token) == lookalike)
    }
}

/// What a response body wrote, and whether it finished.
private final class CollectedBody: Sendable {
    private let state = Mutex((bytes: ByteBuffer(), isFinished: false))

    var text: String { state.withLock { String(buffer: $0.bytes) } }
    var isFinished: Bool { state.withLock { $0.isFinished } }

    func append(_ buffer: ByteBuffer) { state.withLock { _ = $0.bytes.writeImmutableBuffer(buffer) } }
    func finish() { state.withLock { $0.isFinished = true } }
}

/// A response body writer that hands what it is given to a ``CollectedBody``.
private struct CollectingWriter: ResponseBodyWriter {
    let collected: CollectedBody

    mutating func write(_ buffer: ByteBuffer) async throws { collected.append(buffer) }
    consuming func finish(_ trailingHeaders: HTTPFields?) async throws { collected.finish() }
}
