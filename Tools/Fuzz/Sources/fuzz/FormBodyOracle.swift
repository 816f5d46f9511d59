import Foundation
import WebSupport

/// The form decoder's properties: any body gives a form or `.malformed`, never a trap (a trap in a
/// setter of `URLComponents` once took the web host down on one POST); and a form whose field carries
/// any text, percent-encoded as a browser sends it, decodes to that text.
enum FormBodyOracle {
    /// A form of the shapes the web host's forms use, and a few more for the decoder's other paths.
    private struct Form: Decodable {
        let csrf: String?
        let key: UUID?
        let count: Int?
        let tags: [String]?
    }

    /// The Validate form's one required field.
    private struct TokenForm: Decodable {
        let csrf: String
    }

    /// The characters a browser leaves as they are in `application/x-www-form-urlencoded`.
    private static let unreserved = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    static func check(_ bytes: UnsafeBufferPointer<UInt8>) {
        let body = String(decoding: bytes, as: UTF8.self)
        _ = FormBody.decode(Form.self, from: body)
        _ = FormBody.decode(TokenForm.self, from: body)

        guard let encoded = body.addingPercentEncoding(withAllowedCharacters: unreserved) else { return }
        switch FormBody.decode(TokenForm.self, from: "csrf=\(encoded)") {
        case .success(let form):
            precondition(form.csrf == body, "csrf=\(encoded) decoded as \(form.csrf.debugDescription)")
        case .failure(let failure):
            preconditionFailure("csrf=\(encoded) was refused: \(failure)")
        }
    }
}
