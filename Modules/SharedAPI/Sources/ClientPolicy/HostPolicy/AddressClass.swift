/// What kind of network an IP address belongs to, as far as a client deciding whether to connect
/// cares: only ``public`` addresses are on the internet; the others reach this machine, its network or
/// nothing at all.
public enum AddressClass: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// An address on the internet.
    case `public`
    /// This machine: `127.0.0.0/8`, `::1`.
    case loopback
    /// A private or shared network: `10.0.0.0/8`, `172.16.0.0/12`, `192.168.0.0/16`, carrier-grade NAT
    /// `100.64.0.0/10`, benchmarking `198.18.0.0/15`, unique local `fc00::/7` and site-local `fec0::/10`.
    case privateNetwork = "private"
    /// The local link, where cloud metadata services answer: `169.254.0.0/16`, `fe80::/10`.
    case linkLocal = "link-local"
    /// `224.0.0.0/4`, `ff00::/8`.
    case multicast
    /// No address: `0.0.0.0/8`, `::`.
    case unspecified
    /// Reserved for future use and the broadcast address: `240.0.0.0/4`.
    case reserved

    public var description: String { rawValue }

    /// The class of `address`. An IPv6 address that carries an IPv4 one (IPv4-mapped `::ffff:0:0/96`,
    /// IPv4-compatible `::/96`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) has the IPv4 address's class.
    public init(of address: IPAddress) {
        let bytes = address.bytes
        if address.isIPv4 {
            self = Self.ofIPv4(bytes)
        } else if bytes.dropLast().allSatisfy({ $0 == 0 }) && bytes[15] <= 1 {
            self = bytes[15] == 0 ? .unspecified : .loopback
        } else if let embedded = Self.embeddedIPv4(in: bytes) {
            self = Self.ofIPv4(embedded)
        } else {
            self = Self.ofIPv6(bytes)
        }
    }

    private static func ofIPv4(_ bytes: [UInt8]) -> AddressClass {
        switch (bytes[0], bytes[1]) {
        case (0, _): .unspecified
        case (127, _): .loopback
        case (10, _), (172, 16...31), (192, 168), (100, 64...127), (198, 18...19): .privateNetwork
        case (169, 254): .linkLocal
        case (224...239, _): .multicast
        case (240...255, _): .reserved
        default: .public
        }
    }

    private static func ofIPv6(_ bytes: [UInt8]) -> AddressClass {
        switch (bytes[0], bytes[1] & 0xc0) {
        case (0xfc...0xfd, _), (0xfe, 0xc0): return .privateNetwork
        case (0xfe, 0x80): return .linkLocal
        case (0xff, _): return .multicast
        default: return .public
        }
    }

    private static func embeddedIPv4(in bytes: [UInt8]) -> [UInt8]? {
        let prefix = bytes[0..<12]
        let mapped = prefix.dropLast(2).allSatisfy { $0 == 0 } && bytes[10] == 0xff && bytes[11] == 0xff
        let compatible = prefix.allSatisfy { $0 == 0 }
        let nat64 = Array(prefix) == [0x00, 0x64, 0xff, 0x9b] + Array(repeating: 0, count: 8)
        if mapped || compatible || nat64 { return Array(bytes[12...]) }
        if bytes[0] == 0x20 && bytes[1] == 0x02 { return Array(bytes[2..<6]) }
        return nil
    }
}
