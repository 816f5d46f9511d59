import Foundation
import SharedAPI

/// Validate a Requirement remotely: `POST <base>/requirements/items/<item-id>/validations` with
/// `Idempotency-Key: <validation id>` and `{"validatedAt": "<ISO 8601>"}`.
///
/// - 201 (recorded) or 200 (a repeat of the key), from the validation endpoint itself → recorded. A
///   response that came from elsewhere after a redirect (FoundationNetworking turns a redirected `POST`
///   into a `GET`, so a login page answers 200) is not a delivery: thrown as ``RetryLaterError``.
/// - 404, the API's answer for an unknown item → rejected for good.
/// - Any other status (401 and 403, credentials that can be fixed; 5xx; 408 and 429; another 2xx; a
///   proxy's 400, 405, 413 or 421 during a deploy), or no response at all → thrown as
///   ``RetryLaterError``: the validation stays pending and is sent again later. Only the API's own
///   refusal is final, since a proxy's passing error must not lose a validation.
public struct RemoteValidationSender: ValidationSender {
    /// The server could not take the validation now; send it again later.
    public struct RetryLaterError: DelayedDeliveryError, Equatable {
        /// The status that said so, or `nil` when no response came.
        public let statusCode: Int?
        /// Where a redirect led instead of the validation endpoint, when one did.
        public let redirectedTo: URL?

        public init(statusCode: Int?, redirectedTo: URL? = nil) {
            self.statusCode = statusCode
            self.redirectedTo = redirectedTo
        }

        public var delay: DeliveryDelay {
            if redirectedTo != nil { return .redirected(to: redirectedTo) }
            guard let statusCode else { return .unreachable }
            return [401, 403].contains(statusCode)
                ? .credentialsRefused(statusCode: statusCode) : .serverError(statusCode: statusCode)
        }
    }

    private let baseURL: URL
    private let client: any HTTPClient

    public init(baseURL: URL, client: any HTTPClient) {
        self.baseURL = baseURL
        self.client = client
    }

    public func send(_ validation: RequirementValidation) async throws -> ValidationVerdict {
        let request = HTTPRequest(
            method: "POST",
            url: RequirementsEndpoint.validations(itemID: validation.itemID).url(baseURL: baseURL),
            headerFields: ["Idempotency-Key": validation.id.uuidString, "Content-Type": "application/json"],
            body: Data(#"{"validatedAt":"\#(validation.validatedAt.formatted(.iso8601))"}"#.utf8)
        )
        let response: HTTPResponse
        do {
            (_, response) = try await client.send(request)
        } catch {
            try Task.checkCancellation()
            throw RetryLaterError(statusCode: nil)
        }
        if let answered = response.url, answered.absoluteString != request.url.absoluteString {
            throw RetryLaterError(statusCode: response.statusCode, redirectedTo: answered)
        }
        switch response.statusCode {
        case 200, 201:
            return .recorded
        case 404:
            return .rejected(reason: "unknown item")
        default:
            throw RetryLaterError(statusCode: response.statusCode)
        }
    }
}
