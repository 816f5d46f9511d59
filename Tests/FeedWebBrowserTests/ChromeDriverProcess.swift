import Foundation

/// chromedriver (Debian package `chromium-driver`) running on a loopback port for one test.
struct ChromeDriverProcess {
    /// Where the Debian packages put the binaries.
    static let driverPath = "/usr/bin/chromedriver"
    static let chromiumPath = "/usr/bin/chromium"

    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: driverPath) }

    let endpoint: URL
    private let process: Process

    static func start() throws -> ChromeDriverProcess {
        let port = Int.random(in: 20_000..<40_000)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: driverPath)
        process.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return ChromeDriverProcess(endpoint: URL(string: "http://127.0.0.1:\(port)")!, process: process)
    }

    /// Waits until chromedriver answers `/status`.
    func waitUntilReady() async throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(15))
        while ContinuousClock.now < deadline {
            if let status = try? await WebDriver.send("GET", endpoint.appending(path: "status"), nil) as? [String: Any],
                status["ready"] as? Bool == true
            {
                return
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw WebDriver.Failure(description: "chromedriver did not start on \(endpoint)")
    }

    /// Terminates chromedriver and waits (up to five seconds) until it has exited.
    func stop() async {
        process.terminate()
        let deadline = ContinuousClock.now.advanced(by: .seconds(5))
        while process.isRunning, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(50))
        }
    }
}
