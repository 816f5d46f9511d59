import Foundation
import SharedAPI
import SharedAPITestSupport
import Testing

/// The host policy at its resolution step: names resolve through a table, so that no test connects to
/// anything, and the decorated client records what would have been sent.
@Suite struct HostPolicyHTTPClientTests {
    static let restricted: [(String, IPAddress)] = [
        ("db.internal", IPAddress(127, 0, 0, 1)),
        ("metadata.internal", IPAddress(169, 254, 169, 254)),
        ("router.internal", IPAddress(192, 168, 1, 1)),
        ("nothing.internal", IPAddress(0, 0, 0, 0)),
        ("group.internal", IPAddress(224, 0, 0, 1)),
    ]

    @Test(arguments: restricted)
    func aPublicAPIsImageOnARestrictedAddressIsRefusedBeforeAnythingIsSent(
        _ host: String, resolvingTo address: IPAddress
    ) async {
        let client = HTTPClientStub.responding(Data(), statusCode: 200)
        let sut = makeSUT(client: client, baseURL: "https://api.example.com/v1", hosts: [host: [address]])
        let url = URL(string: "http://\(host):5432/image.png")!

        await #expect(
            throws: RestrictedHostError(url: url, address: address, addressClass: AddressClass(of: address))
        ) { try await sut.get(from: url) }
        #expect(client.requestedURLs.isEmpty)
    }

    @Test func aNameWithOneRestrictedAddressAmongPublicOnesIsRefused() async {
        let client = HTTPClientStub.responding(Data(), statusCode: 200)
        let sut = makeSUT(
            client: client, baseURL: "https://api.example.com",
            hosts: ["cdn.example.net": [IPAddress(93, 184, 215, 14), IPAddress(10, 0, 0, 7)]])

        await #expect(throws: RestrictedHostError.self) { try await sut.get(from: cdnImage) }
        #expect(client.requestedURLs.isEmpty)
    }

    @Test func aPublicImageHostIsFetched() async throws {
        let client = HTTPClientStub.responding(Data(), statusCode: 200)
        let sut = makeSUT(
            client: client, baseURL: "https://api.example.com",
            hosts: ["cdn.example.net": [IPAddress(93, 184, 215, 14)]])

        _ = try await sut.get(from: cdnImage)

        #expect(client.requestedURLs == [cdnImage])
    }

    @Test func anAPIOnLoopbackMayNameLoopbackImagesButNotPrivateOrLinkLocalOnes() async throws {
        let client = HTTPClientStub.responding(Data(), statusCode: 200)
        let sut = makeSUT(
            client: client, baseURL: "http://127.0.0.1:8080",
            hosts: ["localhost": [IPAddress(127, 0, 0, 1)], "metadata.internal": [IPAddress(169, 254, 169, 254)]])
        let loopbackImage = URL(string: "http://localhost:9000/image.png")!
        let metadata = URL(string: "http://metadata.internal/latest/meta-data/")!

        _ = try await sut.get(from: loopbackImage)
        await #expect(throws: RestrictedHostError.self) { try await sut.get(from: metadata) }

        #expect(client.requestedURLs == [loopbackImage])
    }

    @Test func theAPIsOwnHostAndAllowedHostsAreFetchedWhateverTheyResolveTo() async throws {
        let client = HTTPClientStub.responding(Data(), statusCode: 200)
        let sut = makeSUT(
            client: client, baseURL: "https://API.example.com", allowedHosts: ["Images.Internal."],
            hosts: ["api.example.com": [IPAddress(10, 0, 0, 1)], "images.internal": [IPAddress(10, 0, 0, 2)]])
        let own = URL(string: "https://api.example.com/image.png")!
        let allowed = URL(string: "http://images.internal/image.png")!

        _ = try await sut.get(from: own)
        _ = try await sut.get(from: allowed)

        #expect(client.requestedURLs == [own, allowed])
    }

    @Test func anIPv6LiteralIsCheckedWithoutItsBrackets() async {
        let client = HTTPClientStub.responding(Data(), statusCode: 200)
        let loopback = IPAddress(v6: [0, 0, 0, 0, 0, 0, 0, 1])!
        let sut = makeSUT(client: client, baseURL: "https://api.example.com", hosts: ["::1": [loopback]])

        await #expect(throws: RestrictedHostError.self) {
            try await sut.get(from: URL(string: "http://[::1]:8080/a.png")!)
        }
        #expect(client.requestedURLs.isEmpty)
    }

    @Test func aNameThatDoesNotResolveFailsWithTheResolversErrorAndSendsNothing() async {
        let client = HTTPClientStub.responding(Data(), statusCode: 200)
        let sut = makeSUT(client: client, baseURL: "https://api.example.com", hosts: [:])

        await #expect(throws: TableResolver.UnknownHostError.self) { try await sut.get(from: cdnImage) }
        #expect(client.requestedURLs.isEmpty)
    }

    // MARK: - Helpers

    private let cdnImage = URL(string: "https://cdn.example.net/image.png")!
    private static let apiHosts = [
        "api.example.com": [IPAddress(93, 184, 215, 1)], "127.0.0.1": [IPAddress(127, 0, 0, 1)],
    ]

    private func makeSUT(
        client: HTTPClientStub, baseURL: String, allowedHosts: [String] = [], hosts: [String: [IPAddress]]
    ) -> HostPolicyHTTPClient {
        HostPolicyHTTPClient(
            decorating: client,
            policy: HostPolicy(
                baseURL: URL(string: baseURL)!, allowedHosts: allowedHosts,
                resolver: TableResolver(table: hosts.merging(Self.apiHosts) { own, _ in own })))
    }
}

/// Resolves names from a table; any other name fails.
private struct TableResolver: HostResolver {
    struct UnknownHostError: Error {}

    let table: [String: [IPAddress]]

    func addresses(of host: String) async throws -> [IPAddress] {
        guard let addresses = table[host] else { throw UnknownHostError() }
        return addresses
    }
}
