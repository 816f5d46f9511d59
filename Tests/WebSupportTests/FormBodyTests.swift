import Testing
import WebSupport

/// Form bodies decoded without trusting them: what is not a form of the expected fields is
/// `.malformed` (a 400), never a trap.
@Suite("Form body")
struct FormBodyTests {
    struct TokenForm: Decodable, Equatable {
        let csrf: String?
    }

    @Test(arguments: [
        ("csrf=abc", "abc"), ("csrf=a+b%20c", "a b c"), ("x=1&csrf=%3C%22", "<\""), ("csrf=", ""),
        ("csrf=\u{0600}<\u{0301}", "\u{0600}<\u{0301}"),
    ])
    func decodesAForm(body: String, token: String) {
        #expect(FormBody.decode(TokenForm.self, from: body) == .success(TokenForm(csrf: token)))
    }

    @Test(arguments: ["", "&&&", "=", "x=1", "no field at all", "csrf"])
    func aFormWithoutTheFieldHasNone(body: String) {
        #expect(FormBody.decode(TokenForm.self, from: body) == .success(TokenForm(csrf: nil)))
    }

    @Test(arguments: [
        "csrf=%zz", "csrf=%", "csrf=%4", "%zz=1", "csrf=1&csrf=2", "csrf[]=1", "csrf[a][b]=1",
        String(repeating: "a[", count: 10_000) + "=1",
    ])
    func aMalformedBodyIsMalformed(body: String) {
        #expect(FormBody.decode(TokenForm.self, from: body) == .failure(.malformed))
    }
}
