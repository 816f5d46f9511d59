import Foundation

extension UUID {
    /// This id and `other`, byte by byte exclusive-or'ed: how the checklist's validation form and an item
    /// make the validation's idempotency key.
    public func exclusiveOr(_ other: UUID) -> UUID {
        let bytes = withUnsafeBytes(of: uuid) { mine in
            withUnsafeBytes(of: other.uuid) { theirs in zip(mine, theirs).map { $0 ^ $1 } }
        }
        return bytes.withUnsafeBytes { $0.loadUnaligned(as: UUID.self) }
    }
}
