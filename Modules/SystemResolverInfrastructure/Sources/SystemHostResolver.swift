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
/// on a Dispatch queue, off Swift's cooperative threads; at most ``maximumConcurrentLookups`` run at
/// once in the process, and the others wait for a slot without a thread, giving up when their task is
/// cancelled (a request's time limit), so a name whose DNS never answers cannot take a thread per
/// request.
public struct SystemHostResolver: HostResolver {
    /// How many lookups run at once in the process.
    public static let maximumConcurrentLookups = 8

    /// The name did not resolve; `code` is `getaddrinfo`'s.
    public struct ResolutionError: Error, Equatable, CustomStringConvertible {
        public let host: String
        public let code: Int32

        public var description: String {
            "\(host) does not resolve: \(String(cString: gai_strerror(code)))"
        }
    }

    private let slots: LookupSlots
    private let lookUp: @Sendable (String) throws -> [IPAddress]

    public init() {
        self.init(slots: .shared, lookUp: Self.lookUp)
    }

    /// A resolver with its own `slots` and `lookUp` in place of `getaddrinfo`, for tests.
    init(slots: LookupSlots, lookUp: @escaping @Sendable (String) throws -> [IPAddress]) {
        self.slots = slots
        self.lookUp = lookUp
    }

    public func addresses(of host: String) async throws -> [IPAddress] {
        try await slots.acquire()
        return try await withCheckedThrowingContinuation { [slots, lookUp] continuation in
            DispatchQueue.global().async {
                let addresses = Result { try lookUp(host) }
                slots.release()
                continuation.resume(with: addresses)
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
