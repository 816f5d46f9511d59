import Foundation

/// The fields of a Validate button's form.
struct ValidationForm: Decodable, Sendable {
    /// The page's CSRF token; a form without it is refused as forged, not as malformed.
    let csrf: String?
    /// The validation's idempotency key, new in each rendered form, so that the form posted twice makes
    /// one validation; a post without one (curl) gets a new key.
    let key: UUID?
}
