import Foundation
import SampleBackend

/// One acceptance scenario's world, for any app: the sample backend on loopback, a fresh temporary
/// folder holding the app's store, and the built executable. Each app's acceptance tests add their
/// own names on top (`feed(…)`, `photos(…)`, `requirements(…)`).
public struct AppAcceptanceContext: Sendable {
    public let backend: SampleBackend
    public let directory: URL
    public let executable: AppExecutable
    /// The store every run of this context uses (`--store`).
    public let storeURL: URL

    /// A fixed "now" for the backend and the app (`FEED_CURRENT_DATE`), so relative dates and cache
    /// ages are exact.
    public static let referenceDate = Date(timeIntervalSince1970: 1_716_206_400)  // 2024-05-20T12:00:00Z

    /// Runs `body` in a new context for the executable `name`, whose store is `storePath` in the
    /// folder, then stops the backend and deletes the folder.
    ///
    /// - Parameters:
    ///   - prefix: the temporary folder's name prefix (the test target's name).
    ///   - now: the backend's clock (the dates of the comments it serves).
    public static func run<T>(
        executable name: String,
        storePath: String,
        prefix: String,
        mode: SampleBackend.Mode = .normal,
        now: Date = referenceDate,
        _ body: (AppAcceptanceContext) async throws -> T
    ) async throws -> T {
        try await withTemporaryWorkingDirectory(prefix: prefix, executable: name) { directory, executable in
            try await SampleBackend.withRunning(
                configuration: .init(host: "127.0.0.1", port: 0, mode: mode, now: { now })
            ) { backend in
                try await body(
                    AppAcceptanceContext(
                        backend: backend, directory: directory, executable: executable,
                        storeURL: directory.appending(path: storePath)))
            }
        }
    }

    /// The options every run passes after its arguments, and the environment that sets the app's
    /// clock to `date`.
    public func options(at date: Date = referenceDate, baseURL: URL? = nil) -> (
        arguments: [String], environment: [String: String]
    ) {
        (
            ["--base-url", (baseURL ?? backend.baseURL).absoluteString, "--store", storeURL.path],
            ["FEED_CURRENT_DATE": date.formatted(.iso8601)]
        )
    }

    /// The request timeout of a run whose arguments set none. The backend runs in the test process,
    /// whose tasks (hundreds of tests at once on two cores) can keep its handlers waiting for a thread
    /// longer than the apps' 10-second default: the app then reported "Couldn't connect to server" for
    /// a backend that was up. Tests of the timeout itself pass their own `--timeout`.
    public static let requestTimeoutSeconds = 120

    /// `<app> arguments… --base-url <backend> --store <temp>` at `date` (`FEED_CURRENT_DATE`), with
    /// `environment` on top; `--timeout` ``requestTimeoutSeconds`` unless `arguments` set one.
    public func run(
        _ arguments: [String], at date: Date = referenceDate, baseURL: URL? = nil,
        environment: [String: String] = [:]
    ) async throws -> AppExecutable.Output {
        let options = options(at: date, baseURL: baseURL)
        let setsTimeout = arguments.contains { $0 == "--timeout" || $0.hasPrefix("--timeout=") }
        let timeout = setsTimeout ? [] : ["--timeout", String(Self.requestTimeoutSeconds)]
        return try await executable.run(
            arguments + options.arguments + timeout,
            environment: options.environment.merging(environment) { _, given in given })
    }

    /// `<app> arguments… --json` at `date`, decoded as `T` (`nil` when the output is not that JSON).
    public func runJSON<T: Decodable>(_ arguments: [String], as type: T.Type, at date: Date = referenceDate)
        async throws -> (AppExecutable.Output, T?)
    {
        let output = try await run(arguments + ["--json"], at: date)
        return (output, try? JSONDecoder().decode(T.self, from: output.stdout))
    }
}

extension Date {
    /// This date, `days` later (fractions allowed): what the acceptance tests' "days later" mean.
    public func adding(daysLater days: Double) -> Date {
        self + days * 86_400
    }
}
