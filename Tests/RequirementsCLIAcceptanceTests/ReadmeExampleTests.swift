import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

/// The example of `Apps/requirements/README.md`, run: the checklist loaded, one item validated, the next
/// one validated while the server is down, then the checklist (the cached one) as the README shows it.
@Suite struct RequirementsReadmeExampleTests {
    @Test func theChecklistAsTheReadmeShowsIt() async throws {
        let example = try ReadmeExample(readme: "Apps/requirements/README.md", after: "swift run requirements")

        try await RequirementsAcceptanceContext.run { context in
            _ = try await context.requirements([])
            _ = try await context.requirements(["validate", context.itemIDs[0].uuidString])
            await context.backend.setMode(.offline)
            _ = try await context.requirements(["validate", context.itemIDs[1].uuidString])

            let output = try await context.requirements([])

            #expect(output.status == 0, "stderr: \(output.stderr)")
            #expect(example.linesDiffering(from: output.text) == [])
        }
    }
}
