/// Who is told when a ``CacheFallbackLoader`` delivers the cached resource because the remote failed,
/// so that an app can say so (the terminal apps print one line on stderr) while the use case stays
/// as it is.
///
/// ```swift
/// try await CacheStandIn.$observer.withValue({ remoteError in print("cache used: \(remoteError)") }) {
///     try await loader.load(from: remote)
/// }
/// ```
public enum CacheStandIn {
    /// Told, in the task that binds it and its child tasks, each time the cache stands in: the
    /// remote's error. `nil` (the default): no one is told.
    @TaskLocal public static var observer: (@Sendable (any Error) -> Void)?
}
