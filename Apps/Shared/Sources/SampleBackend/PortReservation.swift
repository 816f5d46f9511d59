import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// A TCP port held bound without listening while the backend is offline: a connection to it is
/// refused, as to a closed port, yet the system gives the port to no other socket that asks for any
/// free one (another test's server), so the backend finds it free when it comes back. The socket has
/// `SO_REUSEADDR`, as the server's has, so the server binds the port while it is still held.
final class PortReservation: Sendable {
    private let descriptor: Int32

    /// Binds `port` of `host` (an IPv4 or IPv6 literal); `nil` when that is not possible (the backend
    /// then just closes the port, as before).
    init?(host: String, port: Int) {
        var ipv4 = in_addr()
        var ipv6 = in6_addr()
        let family: Int32
        if inet_pton(AF_INET, host, &ipv4) == 1 {
            family = AF_INET
        } else if inet_pton(AF_INET6, host.trimmingCharacters(in: ["[", "]"]), &ipv6) == 1 {
            family = AF_INET6
        } else {
            return nil
        }
        let descriptor = socket(family, streamSocket, 0)
        guard descriptor >= 0 else { return nil }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let bound: Int32
        if family == AF_INET {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr = ipv4
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        } else {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            address.sin6_addr = ipv6
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        }
        guard bound == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}
