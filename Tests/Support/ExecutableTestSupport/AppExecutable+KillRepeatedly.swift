import Foundation

extension AppExecutable {
    /// A `kill -9` campaign: runs the executable with `arguments` `runs` times, each killed with
    /// `SIGKILL` at a random moment within `window` unless it exits first; a run that ends sooner
    /// narrows the window to one and a half of its length. `prepare` readies run `n`
    /// (what the server answers, say); `inspect` looks at what run `n` left behind, given its exit
    /// status (`nil` when it was killed), records its expectations and names the outcome.
    public func killRepeatedly(
        _ arguments: [String],
        runs: Int,
        within window: Duration,
        prepare: (Int) -> Void = { _ in },
        inspect: (_ run: Int, _ status: Int32?) async throws -> String
    ) async throws -> KillReport {
        var report = KillReport(runs: runs)
        var generator = SystemRandomNumberGenerator()
        var milliseconds = max(1, Int(window / .milliseconds(1)))
        let clock = ContinuousClock()
        for run in 0..<runs {
            prepare(run)
            let start = clock.now
            let status = try await runKilled(
                after: .milliseconds(Int.random(in: 0...milliseconds, using: &generator)), arguments)
            if status == nil {
                report.killed += 1
            } else {
                // A whole run took this long: kill moments beyond one and a half of it would kill nothing.
                milliseconds = max(1, min(milliseconds, Int((clock.now - start) / .milliseconds(1) * 1.5)))
            }
            report.outcomes[try await inspect(run, status), default: 0] += 1
        }
        return report
    }
}
