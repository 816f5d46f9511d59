import ExecutableTestSupport
import Foundation
import SampleBackend
import SharedAPI
import Testing
import URLSessionInfrastructure

/// One `feed-web` process on a free loopback port, and the requests a test sends it.
struct FeedWebInstance: Sendable {
    let app: BackgroundApp
    let url: URL
    private let client = URLSessionHTTPClient(timeout: .seconds(20))

    /// Starts `feed-web` with `arguments` (besides the port: the system chooses one) and waits until
    /// `/health` answers.
    static func start(_ executable: AppExecutable, _ arguments: [String]) async throws -> FeedWebInstance {
        let app = try await executable.start(["--port", "0", "--host", "127.0.0.1"] + arguments)
        do {
            let instance = FeedWebInstance(app: app, url: try await app.announcedURL())
            try await instance.waitUntilServing()
            return instance
        } catch {
            await app.stop()
            throw error
        }
    }

    /// Runs `body` with one instance on a sample backend of its own, its store in a temporary folder
    /// named with `prefix`, and stops them afterwards.
    static func withOneOnSampleBackend(
        prefix: String, _ body: (FeedWebInstance, SampleBackend) async throws -> Void
    ) async throws {
        try await withTemporaryWorkingDirectory(prefix: prefix, executable: "feed-web") { directory, webApp in
            try await SampleBackend.withRunning { backend in
                let arguments = [
                    "--base-url", backend.baseURL.absoluteString, "--store",
                    directory.appending(path: "feed.sqlite").path,
                ]
                try await withStarted(webApp, [arguments]) { instances in try await body(instances[0], backend) }
            }
        }
    }

    /// Runs `body` with instances started with each of `arguments`, and stops them afterwards.
    static func withStarted(
        _ executable: AppExecutable, _ arguments: [[String]], _ body: ([FeedWebInstance]) async throws -> Void
    ) async throws {
        var instances: [FeedWebInstance] = []
        do {
            for instanceArguments in arguments { instances.append(try await start(executable, instanceArguments)) }
            try await body(instances)
        } catch {
            for instance in instances { await instance.app.stop() }
            throw error
        }
        for instance in instances { await instance.app.stop() }
    }

    /// The status and body of `GET path`.
    func get(_ path: String) async throws -> (status: Int, body: String) {
        let (data, response) = try await client.get(from: URL(string: url.absoluteString + path)!)
        return (response.statusCode, String(decoding: data, as: UTF8.self))
    }

    /// The status and body of `POST path` (the Refresh form), after its redirect.
    func post(_ path: String) async throws -> (status: Int, body: String) {
        let request = HTTPRequest(method: "POST", url: URL(string: url.absoluteString + path)!)
        let (data, response) = try await client.send(request)
        return (response.statusCode, String(decoding: data, as: UTF8.self))
    }

    /// The status and body of a form's `POST path` with `form` as its body, sent from this instance's
    /// own page with `cookie`, after its redirect.
    func post(_ path: String, form: String, cookie: String) async throws -> (status: Int, body: String) {
        let request = HTTPRequest(
            method: "POST", url: URL(string: url.absoluteString + path)!,
            headerFields: [
                "Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie, "Origin": url.absoluteString,
            ],
            body: Data(form.utf8))
        let (data, response) = try await client.send(request)
        return (response.statusCode, String(decoding: data, as: UTF8.self))
    }

    /// `GET /ready` until it answers 200, for up to 30 s (a check that takes over 2 s on a loaded
    /// machine fails that round), then its last answer.
    func getOnceReady() async throws -> (status: Int, body: String) {
        let deadline = ContinuousClock.now.advanced(by: .seconds(30))
        var answer = try await get("/ready")
        while answer.status != 200, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(250))
            answer = try await get("/ready")
        }
        return answer
    }

    /// The ids of the images the feed page at `path` shows, in order.
    func imageIDs(onPage path: String = "/") async throws -> (status: Int, ids: [UUID]) {
        let (status, html) = try await get(path)
        let ids = html.matches(of: /<img src="\/images\/([0-9A-Fa-f-]{36})"/).compactMap {
            UUID(uuidString: String($0.1))
        }
        return (status, ids)
    }

    private func waitUntilServing() async throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(120))
        while ContinuousClock.now < deadline {
            if let (status, _) = try? await get("/health"), status == 200 { return }
            try #require(app.isRunning, "feed-web exited: \(app.stdout)\(app.stderr)")
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("feed-web did not serve \(url) within two minutes: \(app.stderr)")
    }
}
