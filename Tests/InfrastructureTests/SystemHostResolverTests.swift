import SharedAPI
import Testing
import URLSessionInfrastructure

/// The system resolver on names that never leave this machine: IP literals and `localhost` (from
/// `/etc/hosts`). A failing lookup is not tested: it would ask a DNS server beyond loopback.
@Suite struct SystemHostResolverTests {
    @Test func anIPv4LiteralResolvesToItself() async throws {
        #expect(try await SystemHostResolver().addresses(of: "127.0.0.1") == [IPAddress(127, 0, 0, 1)])
    }

    @Test func anIPv6LiteralResolvesToItself() async throws {
        #expect(try await SystemHostResolver().addresses(of: "::1") == [IPAddress(v6: [0, 0, 0, 0, 0, 0, 0, 1])])
    }

    @Test func localhostResolvesToLoopbackAddressesOnly() async throws {
        let addresses = try await SystemHostResolver().addresses(of: "localhost")

        #expect(!addresses.isEmpty)
        #expect(addresses.allSatisfy { AddressClass(of: $0) == .loopback }, "\(addresses)")
    }
}
