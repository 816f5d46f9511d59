import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Whether a socket can bind `::1` here: containers without IPv6 cannot, and tests on it skip there.
public let hasIPv6Loopback: Bool = {
    let socket = Glibc.socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { return false }
    defer { close(socket) }
    var address = sockaddr_in6()
    address.sin6_family = sa_family_t(AF_INET6)
    address.sin6_addr = in6addr_loopback
    return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0
        }
    }
}()
