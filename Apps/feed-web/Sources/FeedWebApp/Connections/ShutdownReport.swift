import Synchronization

/// What the server's graceful shutdown had to cut short: the connections still open when the grace
/// period of ``ConnectionTimeLimits/gracePeriod`` ended, which the server closed. Counted by every
/// connection's handler, on any event loop, and read once the server has stopped.
public final class ShutdownReport: Sendable {
    private let cut = Atomic<Int>(0)

    /// A report with no connection cut yet.
    public init() {}

    /// The connections closed at the end of the grace period, so far.
    public var connectionsCut: Int { cut.load(ordering: .relaxed) }

    /// Counts one connection closed at the end of the grace period.
    func countCut() {
        cut.add(1, ordering: .relaxed)
    }
}
