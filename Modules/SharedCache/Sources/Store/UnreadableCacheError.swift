/// A store's error that says its data cannot be read as a cache at all (a file that is not the
/// store's format, a row that does not decode), as opposed to a passing failure (a locked or busy
/// store, a full disk, a database server that is down). Validating the cache deletes an unreadable
/// one, and keeps the cache through a passing failure.
public protocol UnreadableCacheError: Error {}

/// Stored data that does not decode is unreadable, whatever the store.
extension DecodingError: UnreadableCacheError {}
