import Foundation
import HTTPTypes
import Hummingbird

/// `POST /requirements/items/{id}/validations`: records a validation once per `Idempotency-Key`.
///
/// 201 with the record when the key is new; 200 with the first record when the key was seen (a retry);
/// 404 for an unknown item; 400 without a UUID key or without `{"validatedAt": "<RFC 3339>"}` (whole seconds).
enum ValidationRoute {
    private struct Body: Decodable {
        let validatedAt: String
    }

    private static let idempotencyKey = HTTPField.Name("Idempotency-Key")!

    static func handle(
        _ request: Request, context: some RequestContext, requirements: SampleRequirements, state: BackendState
    ) async throws -> Response {
        guard let itemID = context.parameters.get("id").flatMap(UUID.init(uuidString:)),
            requirements.itemIDs.contains(itemID)
        else { return HTTPResponses.text("No such requirement item", status: .notFound) }
        guard let keyText = request.headers[idempotencyKey], let key = UUID(uuidString: keyText)
        else { return HTTPResponses.text("Idempotency-Key must be a UUID", status: .badRequest) }
        guard let body = try? await request.decode(as: Body.self, context: context),
            RFC3339Timestamp.isValid(body.validatedAt)
        else { return HTTPResponses.text(#"The body must be {"validatedAt": "<RFC 3339>"}"#, status: .badRequest) }
        let (record, isNew) = state.record(RecordedValidation(key: key, itemID: itemID, validatedAt: body.validatedAt))
        return try HTTPResponses.json(record, status: isNew ? .created : .ok)
    }
}
