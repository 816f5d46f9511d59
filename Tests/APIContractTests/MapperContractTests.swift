import FeedAPI
import FeedFeature
import Foundation
import ImageComments
import Photos
import Requirements
import SharedAPI
import Testing

/// The mappers accept the contract: every example of `docs/api/openapi.yaml` maps to what it says, and
/// the same example without any one field the schema requires is refused as invalid data.
struct MapperContractTests {
    /// An operation of the document, and the mapper the apps read its 200 response with.
    struct Operation: Sendable, CustomTestStringConvertible {
        let operationID: String
        /// The ids the mapper delivers, in order.
        let map: @Sendable (Data) throws -> [String]

        var testDescription: String { operationID }
    }

    static let operations: [Operation] = [
        Operation(operationID: "getFeedPage") { data in
            try FeedItemsMapper.map(data, from: HTTPResponse(statusCode: 200)).map(\.id.uuidString)
        },
        Operation(operationID: "getImageComments") { data in
            try ImageCommentsMapper.map(data, from: HTTPResponse(statusCode: 200)).map(\.id.uuidString)
        },
        Operation(operationID: "listPhotos") { data in
            try PhotosMapper.map(data, from: HTTPResponse(statusCode: 200)).map(\.id)
        },
        Operation(operationID: "getChecklist") { data in
            try RequirementsMapper.map(data, from: HTTPResponse(statusCode: 200)).flatMap { category in
                [category.id.uuidString]
                    + category.groups.flatMap { [$0.id.uuidString] + $0.items.map(\.id.uuidString) }
            }
        },
    ]

    @Test(arguments: operations)
    func everyExampleMapsToWhatItSays(_ operation: Operation) throws {
        let document = try OpenAPIDocument.repositoryContract()
        let (example, _) = try document.okExample(of: operation.operationID)

        let ids = try operation.map(try JSONSerialization.data(withJSONObject: example))

        #expect(!ids.isEmpty)
        #expect(ids == Self.ids(in: example))
    }

    @Test(arguments: operations)
    func anExampleWithoutARequiredFieldIsInvalidData(_ operation: Operation) throws {
        let document = try OpenAPIDocument.repositoryContract()
        let (example, schema) = try document.okExample(of: operation.operationID)
        let variants = try document.examplesMissingOneRequiredField(of: example, schema: schema)

        #expect(!variants.isEmpty)
        for variant in variants {
            let data = try JSONSerialization.data(withJSONObject: variant.json)
            #expect(throws: (any Error).self, "without \(variant.field)") { try operation.map(data) }
        }
    }

    /// The `id` values of `json`, depth first, as the mappers deliver them (UUIDs upper-cased).
    private static func ids(in json: Any) -> [String] {
        switch json {
        case let object as [String: Any]:
            let own = (object["id"] as? String).map { [UUID(uuidString: $0)?.uuidString ?? $0] } ?? []
            let nested = ["items", "groups", "categories"].compactMap { object[$0] }.flatMap { ids(in: $0) }
            return own + nested
        case let array as [Any]:
            return array.flatMap { ids(in: $0) }
        default:
            return []
        }
    }
}
