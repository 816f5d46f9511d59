import Testing

/// Every check of the outbox store contract (see ``ValidationOutboxStoreSpecs``).
public enum ValidationOutboxStoreCheck: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case emptyStoreHasNothing
    case enqueueKeepsTheOrderValidationsWereMade
    case enqueueOnAFullOutboxThrowsAndChangesNothing
    case capacityCountsOnlyPendingValidations
    case enqueueingTheSameValidationTwiceStoresItOnce
    case markDeliveredLeavesTheOthersPendingInOrder
    case markFailedKeepsTheReason
    case markingAnUnknownValidationChangesNothing
    case datesComeBackExactly
    case theServerComesBackWithEachValidation
    case aDeliveredValidationNeverTurnsFailed
    case aFailedValidationNeverTurnsDelivered
    case removeSettledKeepsPendingAndEachItemsNewestDelivered

    public var testDescription: String { rawValue }
}
