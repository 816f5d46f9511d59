import Dispatch
import Foundation
import SharedAPI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `HostResolver` on the system's resolver (`getaddrinfo`): `/etc/hosts`, DNS, and IP literals as
/// they are, the addresses `URLSession` and AsyncHTTPClient connect to. The lookup blocks, so it runs
/// on a Dispatch queue, off Swift's cooperative threads.
public struct SystemHostResolver: HostResolver {
    /// The name did not resolve; `code` is `getaddrinfo`'s.
    public struct ResolutionError: Error, Equatable, CustomStringConvertible {
        public let host: String
        public let code: Int32

        public var description: String {
            "\(host) does not resolve: \(String(cString: gai_strerror(code)))"
        }
    }

    public init() {}

    public func addresses(of host: String) async throws -> [IPAddress] {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try Self.lookUp(host) })
            }
        }
    }

    private static func lookUp(_ host: String) throws -> [IPAddress] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Darwin)
            hints.ai_socktype = SOCK_STREAM
        #else
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let code = getaddrinfo(host, nil, &hints, &list)
        guard code == 0 else { throw ResolutionError(host: host, code: code) }
        defer { freeaddrinfo(list) }
        var addresses: [IPAddress] = []
        var next = list
        while let entry = next {
            next = entry.pointee.ai_next
            guard let address = entry.pointee.ai_addr, let ipAddress = Self.ipAddress(of: address),
                !addresses.contains(ipAddress)
            else { continue }
            addresses.append(ipAddress)
        }
        return addresses
    }

    private static func ipAddress(of address: UnsafeMutablePointer<sockaddr>) -> IPAddress? {
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                withUnsafeBytes(of: ipv4.pointee.sin_addr) { IPAddress(bytes: Array($0)) }
            }
        case AF_INET6:
            return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                withUnsafeBytes(of: ipv6.pointee.sin6_addr) { IPAddress(bytes: Array($0)) }
            }
        default:
            return nil
        }
    }
}
