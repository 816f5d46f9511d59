import Testing

/// Every check of the `ResourceStore` contract, so that a store's suite runs them all in one
/// parameterized test, each on a new, empty store (see ``ResourceStoreSpecs``).
public enum ResourceStoreCheck: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case retrieveDeliversEmptyOnEmptyCache
    case retrieveHasNoSideEffectsOnEmptyCache
    case retrieveDeliversFoundValuesOnNonEmptyCache
    case retrieveHasNoSideEffectsOnNonEmptyCache
    case insertDeliversNoErrorOnEmptyCache
    case insertDeliversNoErrorOnNonEmptyCache
    case insertOverridesPreviouslyInsertedCacheValues
    case deleteDeliversNoErrorOnEmptyCache
    case deleteHasNoSideEffectsOnEmptyCache
    case deleteDeliversNoErrorOnNonEmptyCache
    case deleteEmptiesPreviouslyInsertedCache
    case replaceCacheFillsAnEmptyCache
    case replaceCacheOverridesPreviouslyInsertedCacheValues
    case deleteIfSavedAtEmptiesTheCacheSavedThen
    case deleteIfSavedAtKeepsACacheSavedAtAnotherTime
    case updateOfAnEmptyCacheSeesNothingAndSavesWhatItMakes
    case updateSeesTheStoredCacheAndReplacesItWithWhatItMakes
    case updateThatMakesNothingKeepsTheCache
    case updateThatThrowsChangesNothingAndThrows

    public var testDescription: String { rawValue }
}
