/// What validating a cache found and did, so that an app can report it.
public enum CacheValidationOutcome: String, Sendable, Hashable {
    /// There was no cache: nothing was deleted.
    case empty
    /// The cache was younger than the max age: it was kept.
    case kept
    /// The cache had expired or could not be read: it was deleted.
    case deleted
}
