import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

extension FeedCLIAcceptanceTests {
    /// Options written before the subcommand's name work as they do after it.
    @Suite struct OptionsBeforeTheSubcommand {
        let image = SampleDataSet.shipped.images[0]

        @Test func commentsInGreekWithEveryOptionBeforeTheSubcommand() async throws {
            try await AcceptanceContext.run { context in
                let options = [
                    "--lang", "el", "--base-url", context.backend.baseURL.absoluteString, "--store",
                    context.storeURL.path,
                ]
                let output = try await context.executable.run(options + ["comments", image.id.uuidString])

                #expect(output.status == 0, "stderr: \(output.stderr)")
                #expect(output.lines.first == "Σχόλια")
            }
        }

        @Test func imageWithTheStoreBeforeTheSubcommandAndTheFileAfterIt() async throws {
            try await AcceptanceContext.run { context in
                let output = try await context.executable.run(
                    ["--store", context.storeURL.path, "--base-url", context.backend.baseURL.absoluteString, "--json"]
                        + ["image", image.id.uuidString, "-o", "image.png"])

                #expect(output.status == 0, "stderr: \(output.stderr)")
                #expect(FileManager.default.fileExists(atPath: context.directory.appending(path: "image.png").path))
            }
        }

        @Test func anOptionNoOrderAcceptsIsStillAUsageError() async throws {
            try await AcceptanceContext.run { context in
                let output = try await context.executable.run(["--lang", "fr", "comments", image.id.uuidString])

                #expect(output.status == 64)
                #expect(output.stderr.contains("--lang"))
            }
        }
    }
}
