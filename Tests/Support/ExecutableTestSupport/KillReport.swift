/// What a run of ``AppExecutable/killRepeatedly(_:runs:within:prepare:inspect:)`` saw: how many runs
/// were killed, and how often each outcome was found afterwards.
public struct KillReport: Sendable {
    /// How many runs there were.
    public let runs: Int
    /// How many of them were killed before they exited.
    public var killed = 0
    /// How many runs left each outcome, by the names `inspect` gave them.
    public var outcomes: [String: Int] = [:]

    /// How many runs left `outcome`.
    public func count(_ outcome: String) -> Int { outcomes[outcome, default: 0] }
}
