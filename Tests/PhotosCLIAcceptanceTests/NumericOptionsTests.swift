import ExecutableTestSupport
import Foundation
import Testing

/// Every numeric option of `photos` outside its documented range is a usage error (exit 64), never a
/// crash; a documented value (`--max-age 0`) runs.
@Suite struct PhotosNumericOptionsTests {
    static let cases = NumericOptionCase.cases([
        ("--timeout", legal: []), ("--max-response-size", legal: []), ("--max-age", legal: ["0"]),
        ("--page", legal: []), ("--per-page", legal: []),
    ])

    @Test(arguments: cases)
    func refusesAValueOutOfRange(_ numeric: NumericOptionCase) async throws {
        try await PhotosAcceptanceContext.run { context in
            let output = try await context.photos(numeric.arguments)

            #expect(output.status == 64, "\(numeric): \(output.stderr)")
        }
    }

    @Test func aMaxAgeOfZeroRuns() async throws {
        try await PhotosAcceptanceContext.run { context in
            let output = try await context.photos(["--max-age=0"])

            #expect(output.status == 0, "stderr: \(output.stderr)")
        }
    }
}
