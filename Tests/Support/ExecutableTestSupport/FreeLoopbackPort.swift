import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP port of 127.0.0.1 that nothing listened on a moment ago, for a server started as a child
/// process with an explicit port (the kernel picks it; another process could take it meanwhile, which
/// the server then reports as a failure to bind).
public func freeLoopbackPort() throws -> Int {
    struct NoPort: Error {}
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw NoPort() }
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
            bind(socket, address, length) == 0 && getsockname(socket, address, &length) == 0
        }
    }
    guard bound else { throw NoPort() }
    return Int(UInt16(bigEndian: address.sin_port))
}
