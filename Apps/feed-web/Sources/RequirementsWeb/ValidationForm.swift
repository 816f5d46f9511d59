/// The fields of a Validate button's form.
struct ValidationForm: Decodable, Sendable {
    /// The page's CSRF token; a form without it is refused as forged, not as malformed.
    let csrf: String?
}
