/// Looks up the addresses a host name stands for, as the system would connect to them.
public protocol HostResolver: Sendable {
    /// The addresses of `host` (a name, or an IPv4 or IPv6 literal without brackets).
    /// - Throws: when the name does not resolve.
    func addresses(of host: String) async throws -> [IPAddress]
}
