import Foundation
import SharedAPI

/// Validate a Requirement remotely: `POST <base>/requirements/items/<item-id>/validations` with
/// `Idempotency-Key: <validation id>` and `{"validatedAt": "<ISO 8601>"}`.
///
/// - 2xx (201 recorded, 200 a repeat of the key) → recorded.
/// - 404 → rejected (unknown item); any other 4xx but 408 and 429 → rejected with its status.
/// - 5xx, 408, 429, or no response at all → thrown as ``RetryLaterError``: the validation stays pending.
public struct RemoteValidationSender: ValidationSender {
    /// The server could not take the validation now; send it again later.
    public struct RetryLaterError: Error, Equatable {
        /// The status that said so, or `nil` when no response came.
        public let statusCode: Int?

        public init(statusCode: Int?) {
            self.statusCode = statusCode
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
        switch response.statusCode {
        case 200...299:
            return .recorded
        case 404:
            return .rejected(reason: "unknown item")
        case 408, 429, 500...:
            throw RetryLaterError(statusCode: response.statusCode)
        default:
            return .rejected(reason: "HTTP \(response.statusCode)")
        }
    }
}
