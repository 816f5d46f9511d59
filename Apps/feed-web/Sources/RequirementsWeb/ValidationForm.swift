import Foundation

/// The fields of the checklist's validation form, which each item's Validate button posts to its route.
struct ValidationForm: Decodable, Sendable {
    /// The page's CSRF token; a form without it is refused as forged, not as malformed.
    let csrf: String?
    /// The form's key, new in each rendered page; with the item it makes the validation's idempotency
    /// key (``validationKey(for:)``). A post without one (curl) gets a new key.
    let key: UUID?

    /// The idempotency key of the validation of `itemID` this form makes: the same for the same form
    /// posted again for that item (a double click, a replay), another for each other item. The form's
    /// key and the item's id, byte by byte exclusive-or'ed: two items never share a form's validation.
    func validationKey(for itemID: UUID) -> UUID {
        guard let key else { return UUID() }
        let form = key.uuid
        let item = itemID.uuid
        return UUID(
            uuid: (
                form.0 ^ item.0, form.1 ^ item.1, form.2 ^ item.2, form.3 ^ item.3, form.4 ^ item.4,
                form.5 ^ item.5, form.6 ^ item.6, form.7 ^ item.7, form.8 ^ item.8, form.9 ^ item.9,
                form.10 ^ item.10, form.11 ^ item.11, form.12 ^ item.12, form.13 ^ item.13,
                form.14 ^ item.14, form.15 ^ item.15
            ))
    }
}
