import ExecutableTestSupport
import Foundation
import SQLiteInfrastructure
import SampleBackend
import SharedAPI
import Testing
import URLSessionInfrastructure

/// The terminal client and the web app on one SQLite store at once, as `feed` and `feed-web` are by
/// default: `feed-web` processes that load the feed online (Refresh, `POST /`) and serve images, and
/// `feed` processes that load online (a save), offline (a load from the store) and save image bytes,
/// all for a while. No process crashes, no web response is a server error of the app's own making
/// (503 is its reported offline page), every failed `feed` run says why, and after the first save no
/// offline load finds the store without a feed (a save reported but lost, or a reader locked out). Afterwards SQLite's
/// integrity check passes and the store holds the whole feed.
///
/// `FEED_LOAD_SECONDS` sets how long (5 by default, so that the suite stays quick; the reliability
/// campaign runs 60). The test runs with two processes (one of each) and with four (two of each).
@Suite(.serialized) struct SharedStoreLoadTests {
    private var seconds: Int {
        ProcessInfo.processInfo.environment["FEED_LOAD_SECONDS"].flatMap(Int.init) ?? 5
    }

    @Test(arguments: [2, 4])
    func terminalAndWebProcessesShareOneStore(processes: Int) async throws {
        let integrity = try SQLiteIntegrityCheck.available()
        try await AcceptanceContext.run(now: Date()) { context in
            let webApp = try AppExecutable.locate(named: "feed-web", workingDirectory: context.directory)
            var apps: [BackgroundApp] = []
            for _ in 0..<processes / 2 {
                apps.append(
                    try await webApp.start([
                        "--port", "0", "--host", "127.0.0.1", "--base-url", context.backend.baseURL.absoluteString,
                        "--store", context.storeURL.path, "--snapshot-seconds", "0",
                    ]))
            }
            var servers: [(app: BackgroundApp, url: URL)] = []
            let report: SharedStoreLoadReport
            do {
                for app in apps { servers.append((app, try await app.announcedURL())) }
                for server in servers { try await waitUntilServing(server.url, app: server.app) }
                // The first save: from here on, every offline load must find a feed.
                let first = try await context.feed([], at: Date())
                try #require(first.status == 0, "stderr: \(first.stderr)")
                report = try await load(
                    context, servers: servers.map(\.url), terminals: processes - processes / 2,
                    for: .seconds(seconds))
            } catch {
                for app in apps { await app.stop() }
                throw error
            }
            let crashedServers = servers.filter { !$0.app.isRunning }.count
            for server in servers { await server.app.stop() }

            print("SharedStoreLoadTests, \(processes) processes for \(seconds) s: \(report)")
            #expect(crashedServers == 0)
            #expect(report.terminalCrashes == 0)
            #expect(report.webServerErrors == 0)
            #expect(report.webOtherStatuses == [:])
            #expect(report.unexplainedTerminalFailures == 0)
            #expect(report.offlineLoadsWithoutAFeedAfterASave == 0)
            #expect(report.savesReported > 0)
            if let integrity { #expect(try await integrity.problems(in: context.storeURL) == []) }
            // Now, the clock every save of this test used: a cache saved "later" than the load's clock
            // counts as expired.
            let (final, json) = try await context.feedJSON(at: Date(), baseURL: AcceptanceContext.unreachableBaseURL)
            #expect(final.status == 0, "stderr: \(final.stderr)")
            #expect(json?.images.map(\.id) == Array(context.backend.dataSet.images.prefix(10).map(\.id)))
            #expect(json?.images.count == 10)
        }
    }

    /// Runs the terminal and web loops side by side until `duration` has passed.
    private func load(
        _ context: AcceptanceContext, servers: [URL], terminals: Int, for duration: Duration
    ) async throws -> SharedStoreLoadReport {
        let deadline = ContinuousClock.now.advanced(by: duration)
        // The web app serves the images of the pages it loaded: the first one here.
        let imageIDs = context.backend.dataSet.images.prefix(10).map(\.id)
        return try await withThrowingTaskGroup(of: SharedStoreLoadReport.self) { group in
            for index in 0..<terminals {
                group.addTask { try await terminalLoop(context, imageIDs: imageIDs, seed: index, until: deadline) }
            }
            for server in servers {
                group.addTask { try await webLoop(server, imageIDs: imageIDs, until: deadline) }
            }
            return try await group.reduce(into: SharedStoreLoadReport()) { $0.add($1) }
        }
    }

    /// `feed` online, offline, and `feed image`, in turn.
    private func terminalLoop(
        _ context: AcceptanceContext, imageIDs: [UUID], seed: Int, until deadline: ContinuousClock.Instant
    ) async throws -> SharedStoreLoadReport {
        var report = SharedStoreLoadReport()
        var step = seed
        while ContinuousClock.now < deadline {
            defer { step += 1 }
            let output: AppExecutable.Output
            switch step % 3 {
            case 0:
                output = try await context.feed([], at: Date())
                if output.status == 0 { report.savesReported += 1 }
            case 1:
                output = try await context.feed([], at: Date(), baseURL: AcceptanceContext.unreachableBaseURL)
                if output.status != 0 { report.offlineLoadsWithoutAFeedAfterASave += 1 }
            default:
                let id = imageIDs[step % imageIDs.count]
                output = try await context.feed(["image", id.uuidString, "-o", "-"], at: Date())
            }
            report.terminalRuns += 1
            switch output.status {
            case 0: break
            case 1 where !output.stderr.isEmpty: report.reportedTerminalFailures += 1
            case 1: report.unexplainedTerminalFailures += 1
            default: report.terminalCrashes += 1
            }
        }
        return report
    }

    /// Refresh (`POST /`, an online load and a save, then the page it redirects to) and an image, in turn.
    private func webLoop(_ server: URL, imageIDs: [UUID], until deadline: ContinuousClock.Instant) async throws
        -> SharedStoreLoadReport
    {
        var report = SharedStoreLoadReport()
        let client = URLSessionHTTPClient(timeout: .seconds(60))
        var step = 0
        while ContinuousClock.now < deadline {
            defer { step += 1 }
            let path = step % 2 == 0 ? "/" : "/images/\(imageIDs[step % imageIDs.count].uuidString)"
            let request = HTTPRequest(
                method: step % 2 == 0 ? "POST" : "GET", url: URL(string: server.absoluteString + path)!)
            let (_, response) = try await client.send(request)
            report.webRequests += 1
            switch response.statusCode {
            case 200: break
            case 503: report.webOfflinePages += 1
            case 500...: report.webServerErrors += 1
            default: report.webOtherStatuses[response.statusCode, default: 0] += 1
            }
        }
        return report
    }

    private func waitUntilServing(_ server: URL, app: BackgroundApp) async throws {
        let client = URLSessionHTTPClient(timeout: .seconds(5))
        let deadline = ContinuousClock.now.advanced(by: .seconds(120))
        while ContinuousClock.now < deadline {
            if let (_, response) = try? await client.get(from: server.appending(path: "health")),
                response.statusCode == 200
            {
                return
            }
            try #require(app.isRunning, "feed-web exited: \(app.stderr)")
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("feed-web did not serve \(server) within two minutes: \(app.stderr)")
    }
}

/// What one load run counted.
struct SharedStoreLoadReport: CustomStringConvertible {
    var terminalRuns = 0
    var savesReported = 0
    var reportedTerminalFailures = 0
    var unexplainedTerminalFailures = 0
    var terminalCrashes = 0
    var offlineLoadsWithoutAFeedAfterASave = 0
    var webRequests = 0
    var webOfflinePages = 0
    var webServerErrors = 0
    var webOtherStatuses: [Int: Int] = [:]

    mutating func add(_ other: SharedStoreLoadReport) {
        terminalRuns += other.terminalRuns
        savesReported += other.savesReported
        reportedTerminalFailures += other.reportedTerminalFailures
        unexplainedTerminalFailures += other.unexplainedTerminalFailures
        terminalCrashes += other.terminalCrashes
        offlineLoadsWithoutAFeedAfterASave += other.offlineLoadsWithoutAFeedAfterASave
        webRequests += other.webRequests
        webOfflinePages += other.webOfflinePages
        webServerErrors += other.webServerErrors
        webOtherStatuses.merge(other.webOtherStatuses, uniquingKeysWith: +)
    }

    var description: String {
        "feed runs \(terminalRuns) (saves reported \(savesReported), failures reported \(reportedTerminalFailures), "
            + "unexplained \(unexplainedTerminalFailures), crashes \(terminalCrashes), offline loads without a feed "
            + "after a save \(offlineLoadsWithoutAFeedAfterASave)); web requests \(webRequests) (offline pages "
            + "\(webOfflinePages), server errors \(webServerErrors), other statuses \(webOtherStatuses))"
    }
}
