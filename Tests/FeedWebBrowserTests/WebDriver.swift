import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore

/// A minimal W3C WebDriver client for chromedriver: one headless Chromium session.
struct WebDriver {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    let endpoint: URL
    let sessionID: String

    /// Starts a headless Chromium session with a phone-sized window.
    static func startSession(endpoint: URL, chromium: String?) async throws -> WebDriver {
        var options: [String: Any] = [
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=412,915",
                "--hide-scrollbars", "--force-device-scale-factor=1", "--lang=en-US",
            ]
        ]
        if let chromium { options["binary"] = chromium }
        let body: [String: Any] = [
            "capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": options]]
        ]
        let value = try await send("POST", endpoint.appending(path: "session"), body)
        guard let sessionID = (value as? [String: Any])?["sessionId"] as? String else {
            throw Failure(description: "chromedriver started no session: \(String(describing: value))")
        }
        return WebDriver(endpoint: endpoint, sessionID: sessionID)
    }

    func open(_ url: URL) async throws {
        _ = try await command("POST", "url", ["url": url.absoluteString])
    }

    func currentURL() async throws -> String {
        try await command("GET", "url") as? String ?? ""
    }

    /// The result of `script` (a function body) run in the page.
    @discardableResult
    func execute(_ script: String) async throws -> Any? {
        try await command("POST", "execute/sync", ["script": script, "args": [Any]()])
    }

    /// The result of `script` (a function body whose last argument is the callback to call with it)
    /// run in the page, for results that come after the page's own work (an image's decoding).
    func executeAsync(_ script: String, arguments: [Any]) async throws -> Any? {
        try await command("POST", "execute/async", ["script": script, "args": arguments])
    }

    func click(_ selector: String) async throws {
        _ = try await command("POST", "element/\(try await element(selector))/click", [String: Any]())
    }

    /// Presses Enter on the element `selector` names, as a keyboard user does once it has focus.
    func pressEnter(on selector: String) async throws {
        _ = try await command("POST", "element/\(try await element(selector))/value", ["text": "\u{E007}"])
    }

    /// How the page's `prefers-color-scheme` media feature answers from now on: `light` or `dark`
    /// (through chromedriver's Chrome DevTools Protocol endpoint).
    func emulateColorScheme(_ scheme: String) async throws {
        _ = try await command(
            "POST", "goog/cdp/execute",
            [
                "cmd": "Emulation.setEmulatedMedia",
                "params": ["features": [["name": "prefers-color-scheme", "value": scheme]]],
            ])
    }

    /// The WebDriver id of the first element `selector` matches.
    private func element(_ selector: String) async throws -> String {
        let element = try await command("POST", "element", ["using": "css selector", "value": selector])
        guard let id = (element as? [String: Any])?[Self.elementKey] as? String else {
            throw Failure(description: "no element matches \(selector)")
        }
        return id
    }

    /// A PNG of the viewport.
    func screenshot() async throws -> Data {
        guard let base64 = try await command("GET", "screenshot") as? String, let data = Data(base64Encoded: base64)
        else { throw Failure(description: "no screenshot") }
        return data
    }

    /// Polls `script` until it returns true, for up to `timeout`.
    func wait(until script: String, timeout: Duration = .seconds(10)) async throws {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while ContinuousClock.now < deadline {
            if try await execute(script) as? Bool == true { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw Failure(description: "timed out waiting until: \(script)")
    }

    func quit() async {
        _ = try? await Self.send("DELETE", endpoint.appending(path: "session/\(sessionID)"), nil)
    }

    private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any? {
        try await Self.send(method, endpoint.appending(path: "session/\(sessionID)/\(path)"), body)
    }

    /// One WebDriver command over a new HTTP/1.1 connection. (FoundationNetworking's URLSession fails on
    /// chromedriver's responses with "Failed writing header", so this uses HummingbirdTesting's NIO client.)
    static func send(_ method: String, _ url: URL, _ body: [String: Any]?) async throws -> Any? {
        guard let host = url.host, let port = url.port else { throw Failure(description: "bad endpoint \(url)") }
        let client = TestClient(host: host, port: port, configuration: .init(timeout: .seconds(60)))
        client.connect()
        var headers = HTTPFields()
        var buffer: ByteBuffer?
        if let body {
            buffer = ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: body))
            headers[.contentType] = "application/json"
        }
        let response: TestClient.Response
        do {
            response = try await client.execute(
                TestClient.Request(
                    url.path, method: HTTPRequest.Method(rawValue: method) ?? .get, authority: "\(host):\(port)",
                    headers: headers, body: buffer))
            try await client.shutdown()
        } catch {
            try? await client.shutdown()
            throw error
        }
        let data = Data(response.body.map { Array($0.readableBytesView) } ?? [])
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let value = json?["value"]
        if let error = (value as? [String: Any])?["error"] as? String {
            let message = (value as? [String: Any])?["message"] as? String ?? ""
            throw Failure(description: "WebDriver \(method) \(url.path): \(error): \(message)")
        }
        return value
    }
}
