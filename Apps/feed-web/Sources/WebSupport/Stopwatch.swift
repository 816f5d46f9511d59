/// The time elapsed on a clock since the stopwatch was made: lets a type keep and compare moments of
/// any `Clock<Duration>` without being generic over the clock. The apps pass `ContinuousClock`
/// (monotonic, runs while the machine sleeps); tests pass a clock they advance themselves.
public struct Stopwatch: Sendable {
    private let elapsedSinceStart: @Sendable () -> Duration

    /// Starts the stopwatch at `clock`'s current instant.
    public init(clock: some Clock<Duration>) {
        let start = clock.now
        elapsedSinceStart = { start.duration(to: clock.now) }
    }

    /// How long has passed on the clock since the stopwatch was made.
    public var elapsed: Duration { elapsedSinceStart() }
}
