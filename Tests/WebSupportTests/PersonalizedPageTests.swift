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

    /// Under load many responses wait to be sent at once: each holds its values and the short text
    /// around them, and sends the page's long stretches from the buffers every response shares.
    @Test func responsesShareThePagesLongStretches() async throws {
        let long = String(repeating: "<p>text</p>", count: 60)
        let page = PersonalizedPage(rendered: "\(long)<form>\(Self.csrf)<i>\(Self.key)</i></form>\(long)")
        let first = CollectedBody()
        let second = CollectedBody()

        try await page.responseBody(csrfToken: Self.token).write(CollectingWriter(collected: first))
        try await page.responseBody(csrfToken: "fedcba9876543210fedcba9876543210").write(
            CollectingWriter(collected: second))

        #expect(first.addresses.count == 3 && second.addresses.count == 3)
        #expect(first.addresses[0] == second.addresses[0] && first.addresses[2] == second.addresses[2])
        #expect(first.addresses[1] != second.addresses[1])
        #expect(first.text.hasPrefix("\(long)<form>\(Self.token)<i>") && first.text.hasSuffix("</i></form>\(long)"))
        #expect(second.text.contains("<form>fedcba9876543210fedcba9876543210<i>"))
    }

    @Test func textShapedLikeAMarkerOfAnotherProcessStaysText() {
        let lookalike = "slot-00000000000000000000000000000000-csrf"
        #expect(PersonalizedPage(rendered: lookalike).html(csrfToken: Self.token) == lookalike)
    }
}

/// What a response body wrote, buffer by buffer, and whether it finished.
private final class CollectedBody: Sendable {
    private let state = Mutex((buffers: [ByteBuffer](), isFinished: false))

    var text: String { state.withLock { $0.buffers.map { String(buffer: $0) }.joined() } }
    var isFinished: Bool { state.withLock { $0.isFinished } }
    /// Where the bytes of each buffer written are: the same address, the same storage.
    var addresses: [UInt] {
        state.withLock { $0.buffers.map { $0.withUnsafeReadableBytes { UInt(bitPattern: $0.baseAddress) } } }
    }

    func append(_ buffer: ByteBuffer) { state.withLock { $0.buffers.append(buffer) } }
    func finish() { state.withLock { $0.isFinished = true } }
}

/// A response body writer that hands what it is given to a ``CollectedBody``.
private struct CollectingWriter: ResponseBodyWriter {
    let collected: CollectedBody

    mutating func write(_ buffer: ByteBuffer) async throws { collected.append(buffer) }
    consuming func finish(_ trailingHeaders: HTTPFields?) async throws { collected.finish() }
}
