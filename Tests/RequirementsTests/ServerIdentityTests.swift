import Foundation
import Requirements
import Testing

/// One name per server, however its address is spelled, and never a password in it.
@Suite("Server identity")
struct ServerIdentityTests {
    @Test(arguments: [
        ("http://user:s3cret@127.0.0.1:9/", "http://127.0.0.1:9"),
        ("http://u:a@h", "http://h"),
        ("HTTP://U:b@H:80/", "http://h"),
        ("https://API.Example.org:443/v1/", "https://api.example.org/v1"),
        ("https://api.example.org:8443/v1//", "https://api.example.org:8443/v1"),
        ("http://[::1]:8080/", "http://[::1]:8080"),
        ("http://127.0.0.1:9", "http://127.0.0.1:9"),
        ("the embedded sample backend", "the embedded sample backend"),
    ])
    func isTheAddressWithoutItsVariants(address: String, identity: String) {
        #expect(ServerIdentity.of(address) == identity)
    }

    @Test func aValidationKeepsNoCredentialsAndMatchesEverySpelling() throws {
        let validation = RequirementValidation(
            id: UUID(), itemID: UUID(), validatedAt: Date(), server: "http://user:s3cret@H:80/")
        let json = #"{"id":"\#(UUID())","itemID":"\#(UUID())","validatedAt":0,"server":"http://u:p@h/"}"#
        let decoded = try JSONDecoder().decode(RequirementValidation.self, from: Data(json.utf8))

        #expect(validation.server == "http://h")
        #expect(validation.isFor("http://h") && validation.isFor("HTTP://x:y@h:80/"))
        #expect(!validation.isFor("http://h:8080"))
        #expect(decoded.server == "http://h")
    }
}
