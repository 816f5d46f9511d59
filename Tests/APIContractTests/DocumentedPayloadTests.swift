import Foundation
import Testing

/// The payloads `docs/feed-behaviour.md` shows keep `docs/api/openapi.yaml`: the prose and the
/// contract cannot drift apart.
struct DocumentedPayloadTests {
    /// A payload section of the behaviour document, and the operation whose 200 response it shows.
    struct Section: Sendable, CustomTestStringConvertible {
        let heading: String
        let operationID: String

        var testDescription: String { heading }
    }

    static let sections = [
        Section(heading: "### Feed page payload", operationID: "getFeedPage"),
        Section(heading: "### Image comments payload", operationID: "getImageComments"),
    ]

    @Test(arguments: sections)
    func theDocumentedPayloadKeepsTheContract(_ section: Section) throws {
        let document = try OpenAPIDocument.repositoryContract()
        let (_, schema) = try document.okExample(of: section.operationID)

        let payload = try JSONSerialization.jsonObject(with: Data(try Self.jsonBlock(under: section.heading).utf8))

        #expect(try document.violations(of: payload, against: schema) == [])
    }

    /// The first ```json block after `heading` in docs/feed-behaviour.md.
    private static func jsonBlock(under heading: String) throws -> String {
        let url = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../docs/feed-behaviour.md")
        let text = try String(contentsOf: url.standardized, encoding: .utf8)
        guard let section = text.range(of: "\n\(heading)\n"),
            let start = text.range(of: "```json\n", range: section.upperBound..<text.endIndex),
            let end = text.range(of: "\n```", range: start.upperBound..<text.endIndex)
        else { throw OpenAPIDocument.Malformed(path: heading) }
        return String(text[start.upperBound..<end.lowerBound])
    }
}
