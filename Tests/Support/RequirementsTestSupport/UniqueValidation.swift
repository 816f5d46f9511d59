import Foundation
import Requirements

/// A validation with a fresh key and item, made now, for `server`.
public func uniqueValidation(itemID: UUID = UUID(), server: String? = "http://127.0.0.1:8080")
    -> RequirementValidation
{
    RequirementValidation(id: UUID(), itemID: itemID, validatedAt: Date(), server: server)
}
