import ExecutableTestSupport
import Foundation
import Testing

/// The examples of `Apps/photos/README.md`, run: what the README shows is what `photos` prints.
@Suite struct PhotosReadmeExampleTests {
    @Test func theFirstPageAsTheReadmeShowsIt() async throws {
        let example = try ReadmeExample(readme: "Apps/photos/README.md", after: "photos.json` and prints it:")

        try await PhotosAcceptanceContext.run { context in
            let output = try await context.photos([])

            #expect(output.status == 0, "stderr: \(output.stderr)")
            #expect(example.linesDiffering(from: output.text) == [])
        }
    }

    @Test func theJSONAsTheReadmeShowsIt() async throws {
        let example = try ReadmeExample(readme: "Apps/photos/README.md", after: "## JSON (`--json`)")

        try await PhotosAcceptanceContext.run { context in
            let output = try await context.photos(["--json", "--per-page", "1", "--size", "thumb"])

            #expect(output.status == 0, "stderr: \(output.stderr)")
            #expect(try example.jsonDifferences(from: output.stdout) == [])
        }
    }

    @Test func aMissingDescriptionAndLocationAreNullAsTheReadmeSays() async throws {
        try await PhotosAcceptanceContext.run { context in
            let output = try await context.photos(["--json", "--per-page", "2"])
            let page = try #require(try JSONSerialization.jsonObject(with: output.stdout) as? [String: Any])
            let second = try #require((page["photos"] as? [[String: Any]])?.last)

            #expect(second["description"] is NSNull)
            #expect(second["location"] is NSNull)
        }
    }
}
