import Synchronization

/// A clock whose time stands still until the test moves it: ``advance(by:)`` moves it on, and a sleep
/// on it returns at once, having moved it to the sleep's deadline (the sleeper's wait is all that
/// happens in the test's time meanwhile). A code path given this clock sees exactly the durations the
/// test chose, however slowly the machine runs it.
public final class ManualClock: Clock {
    /// A moment of a ``ManualClock``: how long after its start.
    public struct Instant: InstantProtocol {
        /// The time from the clock's start to this moment.
        public let offset: Duration

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private let current = Mutex(Instant(offset: .zero))

    /// A clock at its start.
    public init() {}

    /// The clock's current moment.
    public var now: Instant { current.withLock { $0 } }

    /// Any duration can be told apart.
    public var minimumResolution: Duration { .zero }

    /// Moves the clock to `deadline` unless it is past it already, and returns at once.
    ///
    /// - Throws: `CancellationError` when the task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        current.withLock { $0 = max($0, deadline) }
    }

    /// Moves the clock on by `duration`.
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "a clock never goes back")
        current.withLock { $0 = $0.advanced(by: duration) }
    }
}
