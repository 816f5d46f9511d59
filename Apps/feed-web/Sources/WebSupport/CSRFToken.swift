import Foundation
import Hummingbird

/// A form's token against cross-site request forgery, working without JavaScript: a random token in a
/// `SameSite=Strict`, `HttpOnly` cookie (`Secure` too when the site is reached over HTTPS, so the
/// browser never sends it over plain HTTP), repeated in a hidden field of each form. A post counts only when
/// the two match and ``FormPost/isSameOrigin(_:)`` holds; another site can neither read the cookie nor
/// make the browser send it.
public struct CSRFToken: Sendable, Equatable {
    /// The cookie's and the form field's name.
    public static let name = "csrf"

    /// The token, 32 hex digits.
    public let value: String
    /// The `Set-Cookie` value to send when the request brought no token of its own.
    public let setCookie: String?

    /// The visitor's token: the cookie's when it has one, else a new one with its cookie.
    public init(for request: Request) {
        if let value = request.cookies[Self.name]?.value, Self.isWellFormed(value) {
            self.value = value
            setCookie = nil
        } else {
            let value = Self.newValue()
            self.value = value
            let secure = FormPost.publicScheme(of: request) == "https" ? "; Secure" : ""
            setCookie = "\(Self.name)=\(value); Path=/; HttpOnly; SameSite=Strict\(secure)"
        }
    }

    /// Whether `request` may carry a form post at all: it comes from this site's own page and brings a
    /// token in its cookie. Checked before the body is read, so a forged post costs no parsing.
    public static func mayPost(_ request: Request) -> Bool {
        guard FormPost.isSameOrigin(request), let cookie = request.cookies[name]?.value else { return false }
        return isWellFormed(cookie)
    }

    /// Whether a form post of `request`, whose form field was `field`, comes from this site's own page.
    public static func accepts(_ request: Request, field: String?) -> Bool {
        guard mayPost(request), let field, isWellFormed(field) else { return false }
        return request.cookies[name]?.value == field
    }

    /// 128 random bits as 32 lowercase hex digits, written directly (`String(format:)` cost a visible
    /// share of a cookie-less page's time).
    private static func newValue() -> String {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef".utf8)
        var bytes = [UInt8](repeating: 0, count: 32)
        for half in 0..<2 {
            let random = generator.next()
            for index in 0..<16 { bytes[half * 16 + index] = digits[Int((random >> (60 - 4 * index)) & 0xF)] }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isWellFormed(_ value: String) -> Bool {
        value.utf8.count == 32 && value.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
