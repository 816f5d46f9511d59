/// One branch of an `#if` block, as written: the branch is active when its own condition holds and
/// none of the conditions of the branches before it in its block does.
///
/// In `#if A … #elseif B … #else … #endif` the `#elseif` branch has the condition `B` and excludes
/// `A`; the `#else` branch has no condition and excludes `A` and `B`.
public struct ConditionalBranch: Sendable, Hashable, Codable {
    /// The conditions of the branches before this one in its `#if` block, as written.
    public var excluded: [String]
    /// The branch's own condition as written (`os(Linux) && DEBUG`); `nil` for an `#else` branch.
    public var condition: String?

    /// Creates a branch.
    public init(excluded: [String] = [], condition: String?) {
        self.excluded = excluded
        self.condition = condition
    }

    /// Every condition of the block up to and including this branch's own: what the next branch excludes.
    var conditions: [String] { excluded + (condition.map { [$0] } ?? []) }
}
