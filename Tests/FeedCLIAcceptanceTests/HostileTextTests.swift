import ExecutableTestSupport
import Foundation
import HTTPTestSupport
import Testing

extension FeedCLIAcceptanceTests {
    /// A feed whose text carries terminal escapes (write the clipboard, clear the screen) and a
    /// right-to-left override: `feed` prints them as U+FFFD, `feed --json` keeps them exact, escaped.
    @Suite struct HostileText {
        private let description = "\u{1B}]52;c;aGVsbG8=\u{07}Sunset\u{1B}[2J \u{202E}gpj.exe"
        private let id = UUID()

        @Test func textOutputShowsTheEscapesJSONKeepsThemExact() async throws {
            try await withTemporaryWorkingDirectory(prefix: "feed-hostile-text", executable: "feed") {
                directory, feed in
                let item: [String: Any] = [
                    "id": id.uuidString, "description": description, "image": "http://127.0.0.1:9/i.png",
                ]
                let body = try JSONSerialization.data(withJSONObject: ["items": [item]])
                try await StubHTTPServer.withStarted(responding: StubResponse(body: body)) { server in
                    let options = [
                        "--base-url", server.baseURL.absoluteString, "--store",
                        directory.appending(path: "f.sqlite").path,
                    ]

                    let text = try await feed.run(options)
                    let json = try await feed.run(["--json"] + options)

                    #expect(text.status == 0, "stderr: \(text.stderr)")
                    #expect(!text.text.unicodeScalars.contains { [0x1B, 0x07, 0x202E].contains($0.value) })
                    #expect(text.text.contains("\u{FFFD}]52;c;aGVsbG8=\u{FFFD}Sunset\u{FFFD}[2J \u{FFFD}gpj.exe"))
                    #expect(!json.text.unicodeScalars.contains { [0x1B, 0x07, 0x202E].contains($0.value) })
                    let decoded = try JSONDecoder().decode(FeedJSON.self, from: json.stdout)
                    #expect(decoded.images.first?.description == description)
                }
            }
        }
    }
}
