import Foundation
import Requirements
import SharedAPI
import Testing

struct RequirementsMapperTests {
    @Test(arguments: [199, 201, 204, 400, 404, 500])
    func mapThrowsOnAnyStatusButOK(statusCode: Int) {
        #expect(throws: RequirementsMapper.Error.invalidData) {
            try RequirementsMapper.map(json(["categories": []]), from: HTTPResponse(statusCode: statusCode))
        }
    }

    @Test func mapDeliversTheNestedChecklistKeepingAnUnknownType() throws {
        let item = RequirementItem(id: UUID(), name: "Composition root", type: RequirementType(rawValue: 42))
        let group = RequirementGroup(id: UUID(), name: "Modular design", items: [item])
        let category = RequirementCategory(id: UUID(), name: "Architecture", groups: [group])
        let body = json([
            "categories": [
                [
                    "id": category.id.uuidString, "name": category.name, "extra": true,
                    "groups": [
                        [
                            "id": group.id.uuidString, "name": group.name,
                            "items": [["id": item.id.uuidString, "name": item.name, "type": 42, "note": "ignored"]],
                        ]
                    ],
                ]
            ]
        ])

        #expect(try RequirementsMapper.map(body, from: HTTPResponse(statusCode: 200)) == [category])
    }

    @Test func mapNamesEachItemsTypeFromTheTypesListFirstEntryFirst() throws {
        let named = RequirementItem(id: UUID(), name: "TDD", type: RequirementType(rawValue: 1, name: "Practice"))
        let unnamed = RequirementItem(id: UUID(), name: "Snapshots", type: RequirementType(rawValue: 7))
        let group = RequirementGroup(id: UUID(), name: "Testing", items: [named, unnamed])
        let category = RequirementCategory(id: UUID(), name: "Architecture", groups: [group])
        let body = json([
            "types": [
                ["id": 1, "name": "Practice"], ["id": 1, "name": "Later duplicate"], ["id": 2, "name": "Tool"],
            ],
            "categories": [
                [
                    "id": category.id.uuidString, "name": category.name,
                    "groups": [
                        [
                            "id": group.id.uuidString, "name": group.name,
                            "items": [
                                ["id": named.id.uuidString, "name": named.name, "type": 1],
                                ["id": unnamed.id.uuidString, "name": unnamed.name, "type": 7],
                            ],
                        ]
                    ],
                ]
            ],
        ])

        #expect(try RequirementsMapper.map(body, from: HTTPResponse(statusCode: 200)) == [category])
    }

    @Test(arguments: [
        #"{"types":[{"id":"1","name":"Practice"}],"categories":[]}"#,
        #"{"types":[{"id":1}],"categories":[]}"#,
        #"{"categories":[{"id":"\#(UUID().uuidString)","name":"c","groups":[{"id":"\#(UUID().uuidString)","name":"g","items":[{"id":"\#(UUID().uuidString)","name":"i"}]}]}]}"#,
        #"{"categories":[{"id":"not-a-uuid","name":"c","groups":[]}]}"#,
        #"{"categories":[{"id":"\#(UUID().uuidString)","groups":[]}]}"#,
        #"{"categories":[{"id":"\#(UUID().uuidString)","name":"c","groups":[{"id":"\#(UUID().uuidString)","name":"g","items":[{"id":"\#(UUID().uuidString)","name":"i","type":"0"}]}]}]}"#,
        #"[]"#, #"{}"#, "not json",
    ])
    func mapThrowsOnMissingFieldsWrongTypesAndOtherShapes(body: String) {
        #expect(throws: RequirementsMapper.Error.invalidData) {
            try RequirementsMapper.map(Data(body.utf8), from: HTTPResponse(statusCode: 200))
        }
    }

    @Test func endpointURLs() {
        let base = URL(string: "https://api.example.com/v2")!
        let id = UUID()

        #expect(RequirementsEndpoint.get.url(baseURL: base).absoluteString == "https://api.example.com/v2/requirements")
        #expect(
            RequirementsEndpoint.validations(itemID: id).url(baseURL: base).absoluteString
                == "https://api.example.com/v2/requirements/items/\(id.uuidString)/validations")
    }

    private func json(_ value: Any) -> Data {
        try! JSONSerialization.data(withJSONObject: value)
    }
}
