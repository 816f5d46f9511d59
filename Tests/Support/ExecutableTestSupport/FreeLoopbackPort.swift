import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP port of 127.0.0.1 that nothing listened on a moment ago, for a server started as a child
/// process with an explicit port (the kernel picks it; another process could take it meanwhile, which
/// the server then reports as a failure to bind). Prefer `--port 0` and the address the server
/// announces, or a ``HeldLoopbackPort``.
public func freeLoopbackPort() throws -> Int {
    try HeldLoopbackPort().port
}

/// A TCP port of 127.0.0.1 the kernel picked, held bound without listening for as long as this object
/// lives: a connection to it is refused (a server that is down), and no other socket that asks for a
/// free port is given it. The socket has `SO_REUSEADDR`, as the sample backend's server has, so that
/// server can bind the port while it is held.
public final class HeldLoopbackPort: Sendable {
    /// The port.
    public let port: Int
    private let descriptor: Int32

    public init() throws {
        struct NoPort: Error {}
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw NoPort() }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw NoPort()
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        close(descriptor)
    }
}
