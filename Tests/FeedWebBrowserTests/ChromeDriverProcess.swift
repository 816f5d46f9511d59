import CommonTestSupport
import Foundation

/// chromedriver (Debian package `chromium-driver`) running on a loopback port for one test.
struct ChromeDriverProcess {
    /// chromedriver, found on `PATH`.
    static let driverPath = executable(named: ["chromedriver"])
    /// Chromium (Debian package `chromium`), found on `PATH`.
    static let chromiumPath = executable(named: ["chromium", "chromium-browser"])

    /// Whether both chromedriver and Chromium are installed.
    static var isInstalled: Bool { driverPath != nil && chromiumPath != nil }

    /// Set to `1` (CI does) to make a missing browser a failure instead of a skipped test.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["FEED_REQUIRE_BROWSER"] == "1" }

    /// Why the browser test cannot run here.
    static let missingReason =
        "chromium and chromedriver are not on PATH: apt-get install chromium chromium-driver "
        + "(FEED_REQUIRE_BROWSER=1 turns their absence into a failure)"

    let endpoint: URL
    private let process: BackgroundProcess

    /// Whether chromedriver still runs: it exits at once when its port is taken.
    var isRunning: Bool { process.isRunning }

    static func start() async throws -> ChromeDriverProcess {
        // Below Linux's ephemeral range (32768 and up), where the suite's own connections take ports.
        let port = Int.random(in: 20_000..<32_000)
        guard let driverPath = driverPath else { throw WebDriver.Failure(description: missingReason) }
        let process = try await BackgroundProcess.start(
            URL(fileURLWithPath: driverPath), arguments: ["--port=\(port)", "--allowed-ips=127.0.0.1"])
        return ChromeDriverProcess(endpoint: URL(string: "http://127.0.0.1:\(port)")!, process: process)
    }

    /// Waits until chromedriver answers `/status`: up to two minutes, since its start-up competes with
    /// the rest of the suite for the cores (15 s was not always enough on two); at once when it exited.
    func waitUntilReady() async throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(120))
        while ContinuousClock.now < deadline, process.isRunning {
            if let status = try? await WebDriver.send("GET", endpoint.appending(path: "status"), nil) as? [String: Any],
                status["ready"] as? Bool == true
            {
                return
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw WebDriver.Failure(
            description: process.isRunning
                ? "chromedriver did not start on \(endpoint)"
                : "chromedriver exited with \(process.terminationStatus ?? -1) (is port \(endpoint.port ?? 0) taken?)")
    }

    /// Terminates chromedriver and waits (up to five seconds) until it has exited; kills it when it
    /// has not, so that no run of the suite leaves a driver behind.
    func stop() async {
        await process.stop(grace: .seconds(5))
    }

    private static func executable(named names: [String]) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in names {
            for directory in directories {
                let path = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }
}
