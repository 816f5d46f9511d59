import ExecutableTestSupport
import Foundation
import HTTPTestSupport
import SampleBackend
import Testing

/// A validation goes to the server it was made for and only there, and only the validation endpoint's
/// own 200 or 201 counts as a delivery.
@Suite struct ValidationServerTests {
    private static let item = SampleDataSet.shipped.requirements.itemIDs[0]

    /// Server A is down when the item is validated against it; a plain `requirements` (the embedded
    /// backend) then must not send it there (the embedded backend would answer 404 and it would be
    /// marked failed for good): it stays pending for A, `status` says so, and A gets it once it is up.
    @Test func aValidationMadeForOneServerIsNeverSentToAnother() async throws {
        try await withTemporaryWorkingDirectory(prefix: "requirements-servers", executable: "requirements") {
            directory, requirements in
            // Server A's port stays held (refused, and given to no other server) until A starts on it.
            let heldPort = try HeldLoopbackPort()
            let port = heldPort.port
            let serverA = "http://127.0.0.1:\(port)"
            let store = ["--store", directory.appending(path: "requirements.sqlite").path]

            let queued = try await requirements.run(["validate", Self.item.uuidString, "--base-url", serverA] + store)
            let embedded = try await requirements.run(store)
            let status = try await requirements.run(["status"] + store)

            #expect(queued.status == 0, "stderr: \(queued.stderr)")
            #expect(embedded.status == 0, "stderr: \(embedded.stderr)")
            #expect(status.text.contains("Pending for \(serverA): 1 (sent only to that server)"), "\(status.text)")
            try await SampleBackend.withRunning(
                configuration: .init(host: "127.0.0.1", port: port, mode: .normal, now: { Date() })
            ) { backend in
                let sync = try await requirements.run(["sync", "--base-url", serverA] + store)

                #expect(sync.status == 0, "stderr: \(sync.stderr)")
                #expect(backend.recordedValidations.map(\.itemID) == [Self.item])
            }
            withExtendedLifetime(heldPort) {}
        }
    }

    /// A base URL with a password, in two spellings of one server: one destination, and the password is
    /// in no output and no row of the store.
    @Test func aServerIsNamedWithoutItsCredentialsAndOneWhateverItsSpelling() async throws {
        try await withTemporaryWorkingDirectory(prefix: "requirements-identity", executable: "requirements") {
            directory, requirements in
            // Port 9 (discard) of loopback: nothing listens there, so the validation stays pending. A port
            // found free could be taken by another test's server before the app connects.
            let port = 9
            let storeFile = directory.appending(path: "requirements.sqlite")
            let store = ["--store", storeFile.path]

            let first = try await requirements.run(
                ["validate", Self.item.uuidString, "--base-url", "http://user:s3cret@127.0.0.1:\(port)/"] + store)
            let status = try await requirements.run(
                ["status", "--base-url", "HTTP://other:pw@127.0.0.1:\(port)"] + store)
            let json = try await requirements.run(
                ["status", "--json", "--base-url", "http://127.0.0.1:\(port)"] + store)

            #expect(first.status == 0, "stderr: \(first.stderr)")
            #expect(status.text.contains("Pending: 1"), "\(status.text)")
            #expect(!status.text.contains("Pending for"), "one server, not two: \(status.text)")
            for output in [first.text, first.stderr, status.text, status.stderr, json.text] {
                #expect(!output.contains("s3cret") && !output.contains("user:"), "\(output)")
            }
            let bytes = try Data(contentsOf: storeFile)
            #expect(bytes.range(of: Data("s3cret".utf8)) == nil, "the password is in the store")
        }
    }

    /// The server redirects the `POST` to a login page that answers 200: not a delivery. It stays
    /// pending, and the message and `status` say why.
    @Test func aRedirectToALoginPageIsNoDelivery() async throws {
        try await withTemporaryWorkingDirectory(prefix: "requirements-redirect", executable: "requirements") {
            directory, requirements in
            try await StubHTTPServer.withStarted(
                responding: StubResponse(statusCode: 302, headerFields: ["Location": "/login"])
            ) { server in
                server.respond(to: "/login", with: StubResponse(body: Data("<html>Sign in</html>".utf8)))
                let options = [
                    "--base-url", server.baseURL.absoluteString, "--store", directory.appending(path: "r.sqlite").path,
                ]

                let validate = try await requirements.run(["validate", Self.item.uuidString, "--json"] + options)
                let status = try await requirements.run(["status", "--json"] + options)

                #expect(validate.status == 0, "stderr: \(validate.stderr)")
                #expect(validate.text.contains(#""status" : "pending""#), "\(validate.text)")
                #expect(status.text.contains(#""pending" : 1"#), "\(status.text)")
                #expect(
                    status.text.contains("the server redirected it to \(server.url("/login").absoluteString)"),
                    "\(status.text)")
            }
        }
    }

    /// 401: the credentials can be fixed, so the validation stays pending, with the reason.
    @Test func refusedCredentialsLeaveTheValidationPendingWithTheReason() async throws {
        try await withTemporaryWorkingDirectory(prefix: "requirements-401", executable: "requirements") {
            directory, requirements in
            try await StubHTTPServer.withStarted(responding: StubResponse(statusCode: 401)) { server in
                let options = [
                    "--base-url", server.baseURL.absoluteString, "--store", directory.appending(path: "r.sqlite").path,
                ]

                _ = try await requirements.run(["validate", Self.item.uuidString] + options)
                let sync = try await requirements.run(["sync"] + options)

                #expect(sync.status == 1)
                #expect(
                    sync.text.contains("Still pending: 1 (the server refused the credentials (HTTP 401)"),
                    "\(sync.text)")
            }
        }
    }
}
