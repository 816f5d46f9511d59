import ExecutableTestSupport
import Foundation
import Testing

extension FeedCLIAcceptanceTests {
    /// Every numeric option of `feed` and `feed-web` outside its documented range is a usage error
    /// (exit 64), never a crash: before, `feed --timeout 1e16` and `feed-web --snapshot-seconds 1e21`
    /// trapped converting to an integer or a `Duration`.
    @Suite struct NumericOptions {
        static let feedCases = NumericOptionCase.cases([
            ("--timeout", legal: []), ("--max-response-size", legal: []), ("--pages", legal: []),
        ])
        static let webCases = NumericOptionCase.cases([
            ("--timeout", legal: []), ("--max-response-size", legal: []), ("--port", legal: ["0"]),
            ("--snapshot-seconds", legal: ["0"]), ("--refresh-seconds", legal: ["0"]),
            ("--comments-seconds", legal: ["0"]), ("--cache-validation-seconds", legal: []),
            ("--idle-seconds", legal: []), ("--max-connections", legal: []), ("--database-connections", legal: []),
            ("--request-seconds", legal: []), ("--write-seconds", legal: []), ("--grace-seconds", legal: ["0"]),
        ])

        @Test(arguments: feedCases)
        func feedRefusesAValueOutOfRange(_ numeric: NumericOptionCase) async throws {
            try await withTemporaryWorkingDirectory(prefix: "feed-numeric", executable: "feed") { _, feed in
                let output = try await feed.run(numeric.arguments + ["--base-url", "http://127.0.0.1:9"])

                #expect(output.status == 64, "\(numeric): \(output.stderr)")
                #expect(output.stderr.contains(numeric.option) || output.stderr.contains("Error"), "\(output.stderr)")
            }
        }

        @Test(arguments: webCases)
        func feedWebRefusesAValueOutOfRange(_ numeric: NumericOptionCase) async throws {
            try await withTemporaryWorkingDirectory(prefix: "feed-web-numeric", executable: "feed-web") { _, web in
                // A free port for the runs of the other options, in case one wrongly started to serve.
                let port = numeric.option == "--port" ? [] : ["--port", "0"]
                let output = try await web.run(["--base-url", "http://127.0.0.1:9"] + port + numeric.arguments)

                #expect(output.status == 64, "\(numeric): \(output.stderr)")
            }
        }
    }
}
