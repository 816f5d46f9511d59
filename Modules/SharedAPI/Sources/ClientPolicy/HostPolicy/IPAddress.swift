/// An IPv4 or IPv6 address, as a resolver returns it: 4 or 16 bytes in network order.
public struct IPAddress: Hashable, Sendable, CustomStringConvertible {
    /// The address's bytes: 4 for IPv4, 16 for IPv6.
    public let bytes: [UInt8]

    /// `nil` unless `bytes` has 4 (IPv4) or 16 (IPv6) bytes.
    public init?(bytes: [UInt8]) {
        guard bytes.count == 4 || bytes.count == 16 else { return nil }
        self.bytes = bytes
    }

    /// An IPv4 address from its four parts: `IPAddress(127, 0, 0, 1)`.
    public init(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) {
        bytes = [a, b, c, d]
    }

    /// An IPv6 address from its eight 16-bit groups: `IPAddress(v6: [0, 0, 0, 0, 0, 0, 0, 1])` is `::1`.
    /// - Returns: `nil` unless there are eight groups.
    public init?(v6 groups: [UInt16]) {
        guard groups.count == 8 else { return nil }
        bytes = groups.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xff)] }
    }

    /// Whether this is an IPv4 address.
    public var isIPv4: Bool { bytes.count == 4 }

    /// Dotted decimal for IPv4, eight hexadecimal groups for IPv6 (`0:0:0:0:0:0:0:1`).
    public var description: String {
        if isIPv4 { return bytes.map(String.init).joined(separator: ".") }
        return stride(from: 0, to: 16, by: 2)
            .map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
            .joined(separator: ":")
    }
}
