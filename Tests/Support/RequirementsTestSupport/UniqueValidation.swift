import Foundation
import Requirements

/// A validation with a fresh key and item, made now.
public func uniqueValidation(itemID: UUID = UUID()) -> RequirementValidation {
    RequirementValidation(id: UUID(), itemID: itemID, validatedAt: Date())
}
