import Testing

/// Every check of the outbox store contract (see ``OutboxStoreSpecs``).
public enum OutboxStoreCheck: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case emptyStoreHasNothing
    case enqueueKeepsTheOrderMessagesWereMade
    case enqueueOnAFullOutboxThrowsAndChangesNothing
    case capacityCountsOnlyPendingMessages
    case enqueueingTheSameMessageTwiceStoresItOnce
    case markDeliveredLeavesTheOthersPendingInOrder
    case markFailedKeepsTheReason
    case markingAnUnknownMessageChangesNothing
    case datesComeBackExactly
    case destinationAndPayloadComeBackWithEachMessage
    case aDeliveredMessageNeverTurnsFailed
    case aFailedMessageNeverTurnsDelivered
    case removeSettledKeepsPendingAndEachSubjectsNewestDelivered
    case entryWithIDFindsAStoredMessageWithItsStatus
    case aDeliveryRunsHoldingTheLeaseAndReturnsItsResult
    case aHeldLeaseIsRefusedToAnotherDeliverer
    case aLeaseIsFreeAgainAfterItsDeliveryThrows
    case aWaitingDelivererGetsTheLeaseOnceItIsReleased

    public var testDescription: String { rawValue }
}
