import Foundation
import SampleBackend
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct RequirementsRouteTests {
    private let client = HTTPTestClient()

    @Test func servesTheShippedChecklist() async throws {
        try await withSampleBackend { (backend) async throws in
            let (data, response) = try await client.get(backend.baseURL.appendingPathComponent("requirements"))

            #expect(response.statusCode == 200)
            #expect(data == backend.dataSet.requirements.json)
            let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect((root["categories"] as? [Any])?.isEmpty == false)
            #expect(backend.dataSet.requirements.itemIDs.count == 14)
        }
    }

    @Test func recordsAValidationOncePerKeyAnswering201Then200() async throws {
        try await withSampleBackend { (backend) async throws in
            let item = backend.dataSet.requirements.itemIDs[0]
            let key = UUID()

            let (_, first) = try await validate(item, key: key, backend: backend)
            let (_, retry) = try await validate(item, key: key, backend: backend)
            let (_, another) = try await validate(item, key: UUID(), backend: backend)

            #expect(first.statusCode == 201)
            #expect(retry.statusCode == 200)
            #expect(another.statusCode == 201)
            #expect(backend.recordedValidations.map(\.key).first == key)
            #expect(backend.recordedValidations.count == 2)
            #expect(backend.requestCounts.validations == 3)
            #expect(backend.repeatedValidationPosts == 1)
        }
    }

    @Test func answers404ForAnUnknownItemAnd400ForABadKeyOrBody() async throws {
        try await withSampleBackend { (backend) async throws in
            let item = backend.dataSet.requirements.itemIDs[0]
            let url = backend.baseURL.appendingPathComponent("requirements/items/\(item.uuidString)/validations")

            let (_, unknown) = try await validate(UUID(), key: UUID(), backend: backend)
            let (_, noKey) = try await client.post(url, headers: [:], body: body())
            let (_, badKey) = try await client.post(url, headers: ["Idempotency-Key": "nope"], body: body())
            let (_, badBody) = try await client.post(
                url, headers: ["Idempotency-Key": UUID().uuidString], body: Data(#"{"validatedAt":"yesterday"}"#.utf8))

            #expect(unknown.statusCode == 404)
            #expect(noKey.statusCode == 400 && badKey.statusCode == 400 && badBody.statusCode == 400)
            #expect(backend.recordedValidations.isEmpty)
        }
    }

    /// Found by the API contract check: Foundation's ISO 8601 parsing rolls an out-of-range field
    /// over (12:99 reads as 13:39), so such a body was recorded. The contract says RFC 3339.
    @Test(arguments: [
        "2024-01-01T12:99:00Z", "2024-13-01T12:00:00Z", "2024-02-30T12:00:00Z", "2024-01-01T24:00:00Z",
        "2024-01-01T12:00:61Z", "2024-01-01T12:00:00+24:00", "2024-01-01T12:00:00", "2024-01-01 12:00:00Z",
        "2024-01-01T12:00:00.5Z", "２０２４-01-01T12:00:00Z",
    ])
    func refusesATimestampThatIsNotRFC3339(_ timestamp: String) async throws {
        try await withSampleBackend { (backend) async throws in
            #expect(try await status(validatingAt: timestamp, backend: backend) == 400)
            #expect(backend.recordedValidations.isEmpty)
        }
    }

    @Test(arguments: ["2024-02-29T23:59:59Z", "2026-11-25T03:00:00+02:00", "2026-11-25T03:00:00-09:30"])
    func recordsAnRFC3339Timestamp(_ timestamp: String) async throws {
        try await withSampleBackend { (backend) async throws in
            #expect(try await status(validatingAt: timestamp, backend: backend) == 201)
            #expect(backend.recordedValidations.map(\.validatedAt) == [timestamp])
        }
    }

    @Test(arguments: [(SampleBackend.Mode.unavailable, 503), (.serverError, 500)])
    func failsValidationsOnDemand(mode: SampleBackend.Mode, status: Int) async throws {
        try await withSampleBackend { (backend) async throws in
            await backend.setMode(mode)

            let (_, response) = try await validate(
                backend.dataSet.requirements.itemIDs[1], key: UUID(), backend: backend)

            #expect(response.statusCode == status)
            #expect(backend.recordedValidations.isEmpty)
        }
    }

    @Test func theAdminRouteListsTheRecordedValidations() async throws {
        try await withSampleBackend { (backend) async throws in
            let key = UUID()
            _ = try await validate(backend.dataSet.requirements.itemIDs[2], key: key, backend: backend)

            let (data, _) = try await client.get(backend.baseURL.appendingPathComponent("_admin/validations"))

            #expect(try JSONDecoder().decode([RecordedValidation].self, from: data) == backend.recordedValidations)
            #expect(backend.recordedValidations.map(\.validatedAt) == ["2024-05-20T12:00:00Z"])
        }
    }

    private func validate(_ item: UUID, key: UUID, backend: SampleBackend) async throws -> (Data, HTTPURLResponse) {
        try await client.post(
            backend.baseURL.appendingPathComponent("requirements/items/\(item.uuidString)/validations"),
            headers: ["Idempotency-Key": key.uuidString, "Content-Type": "application/json"],
            body: body())
    }

    /// The status of a validation of the checklist's first item with `{"validatedAt": timestamp}`.
    private func status(validatingAt timestamp: String, backend: SampleBackend) async throws -> Int {
        let item = backend.dataSet.requirements.itemIDs[0]
        let url = backend.baseURL.appendingPathComponent("requirements/items/\(item.uuidString)/validations")
        let (_, response) = try await client.post(
            url, headers: ["Idempotency-Key": UUID().uuidString], body: Data(#"{"validatedAt":"\#(timestamp)"}"#.utf8))
        return response.statusCode
    }

    private func body() -> Data {
        Data(#"{"validatedAt":"2024-05-20T12:00:00Z"}"#.utf8)
    }
}
