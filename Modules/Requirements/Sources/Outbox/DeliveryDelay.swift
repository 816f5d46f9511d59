import Foundation

/// Why validations stay pending after a delivery: the server could not take them now, for a reason
/// that may pass. The outbox tries again on the next delivery.
public enum DeliveryDelay: Hashable, Sendable {
    /// No answer: no connection, a timeout.
    case unreachable
    /// A server error (5xx), "too many requests" (429), a request timeout (408), or a success status
    /// other than 200 or 201, which does not say the validation was recorded.
    case serverError(statusCode: Int)
    /// 401 or 403: the credentials can be fixed, then the validation sent again.
    case credentialsRefused(statusCode: Int)
    /// The request was redirected elsewhere (a login page, say) instead of reaching the validation
    /// endpoint: whatever answered did not record it.
    case redirected(to: URL?)
}

/// An error of a ``ValidationSender`` that says why a validation could not be sent now.
public protocol DelayedDeliveryError: Error {
    var delay: DeliveryDelay { get }
}
