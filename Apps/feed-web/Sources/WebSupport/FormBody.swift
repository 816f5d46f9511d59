import Hummingbird

/// A form post's body (`application/x-www-form-urlencoded`), read within a size and decoded with
/// Hummingbird's `URLEncodedFormDecoder`, which reports a malformed body (a stray `%`, a duplicate
/// field, a missing one) as an error instead of trapping.
public enum FormBody {
    /// Why a body gave no form.
    public enum Failure: Error, Equatable {
        /// The body is longer than allowed: `413 Content Too Large`.
        case tooLarge
        /// The body is not a form of the expected fields: `400 Bad Request`.
        case malformed

        /// The status to answer with.
        public var status: HTTPResponse.Status {
            switch self {
            case .tooLarge: .contentTooLarge
            case .malformed: .badRequest
            }
        }
    }

    /// The form `request` posted, read up to `maximumSize` bytes.
    public static func decode<Form: Decodable>(
        _ type: Form.Type, from request: Request, maximumSize: Int
    ) async -> Result<Form, Failure> {
        guard let body = try? await request.body.collect(upTo: maximumSize) else { return .failure(.tooLarge) }
        return decode(type, from: String(buffer: body))
    }

    /// The form that `body` holds.
    public static func decode<Form: Decodable>(_ type: Form.Type, from body: String) -> Result<Form, Failure> {
        do {
            return .success(try URLEncodedFormDecoder().decode(type, from: body))
        } catch {
            return .failure(.malformed)
        }
    }
}
