import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

/// The examples of `requirements validate --help` work as written.
@Suite struct ValidateHelpExamplesTests {
    /// `requirements validate --help` shows ids of the sample checklist, so that its examples work as
    /// written (the server rejects an unknown item).
    @Test func validateHelpExamplesUseItemsOfTheSampleChecklist() async throws {
        try await RequirementsAcceptanceContext.run { context in
            let help = try await context.executable.run(["validate", "--help"])
            let ids = help.text.matches(of: /[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/)
                .map { UUID(uuidString: String($0.output))! }

            #expect(!ids.isEmpty)
            for id in ids {
                #expect(SampleDataSet.shipped.requirements.itemIDs.contains(id), "validate --help shows \(id)")
            }
        }
    }
}
