import Foundation

/// An idempotency key given for a validation already names a validation of another item.
public struct ValidationKeyInUseError: Error, Equatable, Sendable {
    /// The key.
    public let key: UUID

    public init(key: UUID) {
        self.key = key
    }
}
