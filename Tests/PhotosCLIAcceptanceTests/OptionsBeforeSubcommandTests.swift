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

    @Test func validateCacheInGreekWithTheLanguageBeforeTheSubcommand() async throws {
        try await PhotosAcceptanceContext.run { context in
            let output = try await context.photos(["--lang", "el", "--max-age", "1", "validate-cache"])

            #expect(output.status == 0, "stderr: \(output.stderr)")
        }
    }
}
