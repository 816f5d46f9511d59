import SharedAPI
import Testing

/// The classes a client's host policy decides on, for the addresses of every range it names.
@Suite struct AddressClassTests {
    static let ipv4: [(IPAddress, AddressClass)] = [
        (IPAddress(93, 184, 215, 14), .public),
        (IPAddress(8, 8, 8, 8), .public),
        (IPAddress(172, 15, 255, 255), .public),
        (IPAddress(172, 32, 0, 0), .public),
        (IPAddress(100, 63, 255, 255), .public),
        (IPAddress(223, 255, 255, 255), .public),
        (IPAddress(127, 0, 0, 1), .loopback),
        (IPAddress(127, 255, 255, 254), .loopback),
        (IPAddress(10, 0, 0, 1), .privateNetwork),
        (IPAddress(172, 16, 0, 1), .privateNetwork),
        (IPAddress(172, 31, 255, 255), .privateNetwork),
        (IPAddress(192, 168, 1, 1), .privateNetwork),
        (IPAddress(100, 64, 0, 1), .privateNetwork),
        (IPAddress(198, 18, 0, 1), .privateNetwork),
        (IPAddress(169, 254, 169, 254), .linkLocal),
        (IPAddress(224, 0, 0, 1), .multicast),
        (IPAddress(239, 255, 255, 250), .multicast),
        (IPAddress(0, 0, 0, 0), .unspecified),
        (IPAddress(0, 1, 2, 3), .unspecified),
        (IPAddress(240, 0, 0, 1), .reserved),
        (IPAddress(255, 255, 255, 255), .reserved),
    ]

    static let ipv6: [([UInt16], AddressClass)] = [
        ([0x2606, 0x2800, 0x21f, 0xcb07, 0x6820, 0x80da, 0xaf6b, 0x8b2c], .public),
        ([0, 0, 0, 0, 0, 0, 0, 1], .loopback),
        ([0, 0, 0, 0, 0, 0, 0, 0], .unspecified),
        ([0xfc00, 0, 0, 0, 0, 0, 0, 1], .privateNetwork),
        ([0xfd12, 0x3456, 0, 0, 0, 0, 0, 1], .privateNetwork),
        ([0xfec0, 0, 0, 0, 0, 0, 0, 1], .privateNetwork),
        ([0xfe80, 0, 0, 0, 0, 0, 0, 1], .linkLocal),
        ([0xfebf, 0xffff, 0, 0, 0, 0, 0, 1], .linkLocal),
        ([0xff02, 0, 0, 0, 0, 0, 0, 1], .multicast),
        // IPv4-mapped, IPv4-compatible, NAT64 and 6to4 addresses carry an IPv4 address: its class counts.
        ([0, 0, 0, 0, 0, 0xffff, 0x7f00, 0x0001], .loopback),
        ([0, 0, 0, 0, 0, 0xffff, 0xa9fe, 0xa9fe], .linkLocal),
        ([0, 0, 0, 0, 0, 0xffff, 0x5db8, 0xd70e], .public),
        ([0, 0, 0, 0, 0, 0, 0x0a00, 0x0001], .privateNetwork),
        ([0x64, 0xff9b, 0, 0, 0, 0, 0xc0a8, 0x0001], .privateNetwork),
        ([0x2002, 0x7f00, 0x0001, 0, 0, 0, 0, 1], .loopback),
        ([0x2002, 0x5db8, 0xd70e, 0, 0, 0, 0, 1], .public),
    ]

    @Test(arguments: ipv4)
    func classifiesAnIPv4Address(_ address: IPAddress, as expected: AddressClass) {
        #expect(AddressClass(of: address) == expected, "\(address)")
    }

    @Test(arguments: ipv6)
    func classifiesAnIPv6Address(_ groups: [UInt16], as expected: AddressClass) throws {
        let address = try #require(IPAddress(v6: groups))

        #expect(AddressClass(of: address) == expected, "\(address)")
    }

    @Test func onlyFourOrSixteenBytesMakeAnAddress() {
        #expect(IPAddress(bytes: [127, 0, 0]) == nil)
        #expect(IPAddress(bytes: Array(repeating: 0, count: 15)) == nil)
        #expect(IPAddress(bytes: [127, 0, 0, 1])?.description == "127.0.0.1")
        #expect(IPAddress(v6: [0xfe80, 0, 0, 0, 0, 0, 0, 1])?.description == "fe80:0:0:0:0:0:0:1")
    }
}
