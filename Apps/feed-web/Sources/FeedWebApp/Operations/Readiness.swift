import Foundation
import Logging
import SharedConcurrency
import WebSupport

/// What `/ready` checks: each named dependency the mounted features need to serve fresh pages, reached
/// now.
struct Readiness: Sendable {
    /// The outcome of one round of checks: `ok` for a check that passed, else `failed`: the error itself
    /// (SQL, paths, addresses) is logged, never shown to whoever asks `/ready`.
    struct Report: Sendable, Encodable {
        let ready: Bool
        let checks: [String: String]
    }

    let checks: [ReadinessCheck]
    /// How long one check may take before it counts as failed.
    let limit: Duration
    /// Where a failed check's error goes.
    let logger: Logger

    /// Runs every check at once, each within the limit.
    func report() async -> Report {
        let outcomes = await withTaskGroup(of: (String, String).self) { group in
            for check in checks {
                group.addTask { [limit, logger] in
                    (check.name, await Self.outcome(of: check, within: limit, logger: logger))
                }
            }
            var outcomes: [String: String] = [:]
            for await (name, outcome) in group { outcomes[name] = outcome }
            return outcomes
        }
        return Report(ready: outcomes.values.allSatisfy { $0 == "ok" }, checks: outcomes)
    }

    private static func outcome(of check: ReadinessCheck, within limit: Duration, logger: Logger) async -> String {
        do {
            try await withTimeLimit(limit, throwing: NoAnswer(limit: limit)) { try await check.run() }
            return "ok"
        } catch {
            logger.warning("readiness check \(check.name) failed: \(error)")
            return "failed"
        }
    }

    private struct NoAnswer: Error, CustomStringConvertible {
        let limit: Duration
        var description: String { "no answer within \(limit)" }
    }
}
