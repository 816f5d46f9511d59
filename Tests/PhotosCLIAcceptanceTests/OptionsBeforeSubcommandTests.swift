import ExecutableTestSupport
import Foundation
import Testing

/// Options written before the subcommand's name work as they do after it.
@Suite struct PhotosOptionsBeforeSubcommandTests {
    @Test func photoOfPageTwoWithThePageOptionsBeforeTheSubcommand() async throws {
        try await PhotosAcceptanceContext.run { context in
            let id = ShippedPhoto.all[10].id

            let output = try await context.photos(["--page", "2", "--size", "thumb", "photo", id, "-o", "photo.png"])

            #expect(output.status == 0, "stderr: \(output.stderr)")
            #expect(FileManager.default.fileExists(atPath: context.directory.appending(path: "photo.png").path))
        }
    }

    /// A missing photo id or file is blamed on `photo`'s own arguments wherever `--page` stands, not on
    /// the default subcommand, which takes no `photo`.
    @Test(arguments: [
        (["--page", "2", "photo"], ["photo", "--page", "2"], "'<photo-id>'"),
        (["--page", "2", "photo", "lKHPETBeFgF"], ["photo", "--page", "2", "lKHPETBeFgF"], "'--output <file>'"),
    ])
    func aMissingArgumentGetsTheSameErrorWithTheOptionBeforeOrAfterTheSubcommand(
        before: [String], after: [String], named: String
    ) async throws {
        try await PhotosAcceptanceContext.run { context in
            let optionFirst = try await context.executable.run(before)
            let subcommandFirst = try await context.executable.run(after)

            #expect(optionFirst.status == 64)
            #expect(subcommandFirst.status == 64)
            #expect(optionFirst.stderr == subcommandFirst.stderr)
            #expect(optionFirst.stderr.contains(named), "stderr: \(optionFirst.stderr)")
            #expect(optionFirst.stderr.contains("Usage: photos photo"), "stderr: \(optionFirst.stderr)")
        }
    }

    @Test func validateCacheInGreekWithTheLanguageBeforeTheSubcommand() async throws {
        try await PhotosAcceptanceContext.run { context in
            let output = try await context.photos(["--lang", "el", "--max-age", "1", "validate-cache"])

            #expect(output.status == 0, "stderr: \(output.stderr)")
        }
    }
}
