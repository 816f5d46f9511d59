import ExecutableTestSupport
import Foundation
import Testing

/// Every numeric option of `requirements` outside its documented range is a usage error (exit 64),
/// never a crash; a documented value (`--max-age 0`) runs.
@Suite struct RequirementsNumericOptionsTests {
    static let cases = NumericOptionCase.cases([
        ("--timeout", legal: []), ("--max-response-size", legal: []), ("--max-age", legal: ["0"]),
        ("--outbox-capacity", legal: []), ("--outbox-retention", legal: []),
    ])

    @Test(arguments: cases)
    func refusesAValueOutOfRange(_ numeric: NumericOptionCase) async throws {
        try await RequirementsAcceptanceContext.run { context in
            let output = try await context.requirements(numeric.arguments)

            #expect(output.status == 64, "\(numeric): \(output.stderr)")
        }
    }

    @Test func aMaxAgeOfZeroRuns() async throws {
        try await RequirementsAcceptanceContext.run { context in
            let output = try await context.requirements(["--max-age=0"])

            #expect(output.status == 0, "stderr: \(output.stderr)")
        }
    }
}
