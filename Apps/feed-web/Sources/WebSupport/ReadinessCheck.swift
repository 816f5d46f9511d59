/// A dependency a feature needs to serve fresh pages, and how to reach it: `/ready` runs every mounted
/// feature's checks. The check throws when the dependency cannot be reached.
public struct ReadinessCheck: Sendable {
    /// The check's name in `/ready`'s report, e.g. `feed.store`.
    public let name: String
    public let run: @Sendable () async throws -> Void

    public init(name: String, run: @escaping @Sendable () async throws -> Void) {
        self.name = name
        self.run = run
    }
}
