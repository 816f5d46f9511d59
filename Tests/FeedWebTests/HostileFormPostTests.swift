import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SampleBackend
import Testing

/// Validate form bodies that no page of the site sends, posted with the right origin and a valid
/// cookie (and no `Origin`, as curl sends them): a stray `%`, spaces, `#`, `<`, non-ASCII, duplicate and nested fields, a text/plain body.
/// Each is refused (400 for a body that is not the form, 403 for a form without the token, 413 beyond
/// the size), nothing is queued or sent, and the server, through the real HTTP parser, keeps serving.
@Suite("Hostile form posts")
struct HostileFormPostTests {
    static let token = "0123456789abcdef0123456789abcdef"

    static let bodies: [(body: String, status: HTTPResponse.Status)] = [
        ("csrf=%zz", .badRequest),
        ("csrf=%", .badRequest),
        ("csrf=%4", .badRequest),
        ("csrf=\(token)%", .badRequest),
        ("csrf=a b#c<d>", .forbidden),
        ("csrf=\(token) ", .forbidden),
        ("csrf=\u{0600}<\u{0301}é", .forbidden),
        ("csrf=\(token)&csrf=\(token)", .badRequest),
        ("csrf[a][b][c]=\(token)", .badRequest),
        ("csrf[]=\(token)", .badRequest),
        ("%zz=\(token)", .badRequest),
        ("csrf=\(token)\r\nx=y", .forbidden),
        ("text/plain body without a field", .forbidden),
        ("", .forbidden),
        ("=", .forbidden),
        ("&&&", .forbidden),
        (String(repeating: "a", count: 5_000), .contentTooLarge),
    ]

    @Test(arguments: bodies.indices)
    func aMalformedBodyIsRefusedAndQueuesNothing(index: Int) async throws {
        let (body, status) = Self.bodies[index]
        try await WebAppHarness.run { harness in
            try await harness.test(setup: .live) { client in
                let item = harness.dataSet.requirements.itemIDs[0]
                let posted = try await post(body, for: item, with: client)
                let page = try await client.page("/requirements")

                #expect(posted == status, "\(body.debugDescription)")
                #expect(page.status == .ok, "the server still serves")
                #expect(harness.backend.recordedValidations.isEmpty)
                #expect(page.count(of: "class=\"item none\"") == harness.dataSet.requirements.itemIDs.count)
            }
        }
    }

    @Test func aBodyIsNotReadWithoutTheCookie() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let item = harness.dataSet.requirements.itemIDs[0]
                let posted = try await post("csrf=%zz", for: item, with: client, cookie: nil)

                #expect(posted == .forbidden)
            }
        }
    }

    @Test func theRightTokenAmongHarmlessFieldsIsAccepted() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test { client in
                let item = harness.dataSet.requirements.itemIDs[0]
                let posted = try await post("other=1&csrf=\(Self.token)&x=%20", for: item, with: client)

                #expect(posted == .seeOther)
                #expect(harness.backend.recordedValidations.map(\.itemID) == [item])
            }
        }
    }

    private func post(
        _ body: String, for item: UUID, with client: any TestClientProtocol, cookie: String? = token
    ) async throws -> HTTPResponse.Status {
        var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
        if let cookie { headers[.cookie] = "csrf=\(cookie)" }
        let uri = "/requirements/items/\(item.uuidString)/validations"
        if let port = client.port {
            // A real server: on a connection that waits as long as a loaded machine needs (see `page`).
            return try await TestClient.withLoopbackClient(port: port) { [headers] connection in
                try await connection.execute(
                    .init(uri, method: .post, authority: "localhost", headers: headers, body: ByteBuffer(string: body)))
            }.status
        }
        return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body)) {
            $0.status
        }
    }
}
