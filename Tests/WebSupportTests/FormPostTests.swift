import HTTPTypes
import Hummingbird
import Testing
import WebSupport

/// A form post's origin must be the site's own, scheme included, and the CSRF cookie is `Secure`
/// when the site is reached over HTTPS (behind a proxy that says so in `X-Forwarded-Proto`).
@Suite("Form posts: origin and the CSRF cookie")
struct FormPostTests {
    private func request(origin: String?, forwardedProto: String? = nil) -> Request {
        var head = HTTPRequest(method: .post, scheme: nil, authority: "feed.example:8080", path: "/requirements")
        if let origin { head.headerFields[.origin] = origin }
        if let forwardedProto, let name = HTTPField.Name("X-Forwarded-Proto") {
            head.headerFields[name] = forwardedProto
        }
        return Request(head: head, body: .init(buffer: .init()))
    }

    @Test("over plain HTTP only the http origin is the site's; behind an HTTPS proxy only the https one")
    func originWithItsScheme() {
        #expect(FormPost.isSameOrigin(request(origin: "http://feed.example:8080")))
        #expect(!FormPost.isSameOrigin(request(origin: "https://feed.example:8080")))
        #expect(FormPost.isSameOrigin(request(origin: "https://feed.example:8080", forwardedProto: "https")))
        #expect(!FormPost.isSameOrigin(request(origin: "http://feed.example:8080", forwardedProto: "https")))
        #expect(FormPost.isSameOrigin(request(origin: "https://feed.example:8080", forwardedProto: "HTTPS, http")))
        #expect(!FormPost.isSameOrigin(request(origin: "https://evil.example")))
        #expect(FormPost.isSameOrigin(request(origin: nil)))
    }

    @Test("the CSRF cookie is Secure when the site is reached over HTTPS, and not over plain HTTP")
    func secureCookie() throws {
        let plain = try #require(CSRFToken(for: request(origin: nil)).setCookie)
        let secure = try #require(CSRFToken(for: request(origin: nil, forwardedProto: "https")).setCookie)

        #expect(plain.hasSuffix("; Path=/; HttpOnly; SameSite=Strict"))
        #expect(secure.hasSuffix("; Path=/; HttpOnly; SameSite=Strict; Secure"))
    }
}
