import Foundation
import Requirements

/// The outcome of the latest attempt to send the outbox's pending validations, for the page's banner.
struct DeliveryAttempt: Sendable {
    /// When it was made.
    let date: Date
    /// Why validations stayed pending, or `nil` when everything pending was sent.
    let delay: DeliveryDelay?
}
