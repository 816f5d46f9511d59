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

        /// A wrong or missing image id is blamed on `<image-id>` wherever `--lang` stands, not on the
        /// default subcommand, which takes no `comments`.
        @Test(arguments: [
            (["--lang", "el", "comments", "not-a-uuid"], ["comments", "--lang", "el", "not-a-uuid"], "'not-a-uuid'"),
            (["--lang", "el", "comments"], ["comments", "--lang", "el"], "'<image-id>'"),
        ])
        func aBadImageIDGetsTheSameErrorWithTheOptionBeforeOrAfterTheSubcommand(
            before: [String], after: [String], named: String
        ) async throws {
            try await AcceptanceContext.run { context in
                let optionFirst = try await context.executable.run(before)
                let subcommandFirst = try await context.executable.run(after)

                #expect(optionFirst.status == 64)
                #expect(subcommandFirst.status == 64)
                #expect(optionFirst.stderr == subcommandFirst.stderr)
                #expect(optionFirst.stderr.contains(named), "stderr: \(optionFirst.stderr)")
                #expect(optionFirst.stderr.contains("<image-id>"), "stderr: \(optionFirst.stderr)")
                #expect(optionFirst.stderr.contains("Usage: feed comments"), "stderr: \(optionFirst.stderr)")
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
