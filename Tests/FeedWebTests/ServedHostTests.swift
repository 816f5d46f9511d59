import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SampleBackend
import Testing

/// DNS rebinding: a page of another site whose name resolves to this machine sends its own name as
/// `Host`. Such a request gets 421 with no page and no CSRF cookie, so the site can neither read a
/// token nor post a form; the machine's addresses, `localhost` and the names given are served.
@Suite("Served host names")
struct ServedHostTests {
    @Test(arguments: ["/requirements", "/", "/photos", "/health"])
    func aRequestForAnotherNameGets421AndNoCookie(path: String) async throws {
        try await WebAppHarness.run { harness in
            try await harness.test(setup: .live) { client in
                let port = try #require(client.port)
                let refused = try await TestClient.withLoopbackClient(port: port) { connection in
                    try await connection.execute(.init(path, method: .get, authority: "evil.test:8080"))
                }
                let served = try await TestClient.withLoopbackClient(port: port) { connection in
                    try await connection.execute(.init(path, method: .get, authority: "127.0.0.1:\(port)"))
                }

                #expect(refused.status == .misdirectedRequest)
                #expect(refused.headers[.setCookie] == nil)
                #expect(!String(buffer: refused.body ?? ByteBuffer()).contains("csrf"))
                #expect(served.status == .ok || served.status == .seeOther)
            }
        }
    }

    @Test func aFormPostedUnderAnotherNameQueuesNothing() async throws {
        try await WebAppHarness.run { harness in
            try await harness.test(setup: .live) { client in
                let port = try #require(client.port)
                let token = "0123456789abcdef0123456789abcdef"
                let item = harness.dataSet.requirements.itemIDs[0]
                let posted = try await TestClient.withLoopbackClient(port: port) { connection in
                    try await connection.execute(
                        .init(
                            "/requirements/items/\(item.uuidString)/validations", method: .post,
                            authority: "evil.test:\(port)",
                            headers: [
                                .origin: "http://evil.test:\(port)", .cookie: "csrf=\(token)",
                                .contentType: "application/x-www-form-urlencoded",
                            ], body: ByteBuffer(string: "csrf=\(token)")))
                }

                #expect(posted.status == .misdirectedRequest)
                #expect(harness.backend.recordedValidations.isEmpty)
            }
        }
    }
}
