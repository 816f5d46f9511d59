import Foundation

/// Which hosts a client may fetch URLs from that it did not choose itself, such as the image URLs a
/// feed lists: those whose addresses are all public, those in the same class as the API's own base
/// URL (so that a loopback or intranet API keeps working with its own images), and the hosts named
/// as allowed. Any other address (loopback, private, link-local, multicast, unspecified, reserved)
/// refuses the URL, so that a feed cannot make the client reach this machine's or its network's
/// services, such as a database or a cloud metadata service.
///
/// The check runs on the resolved addresses before connecting. The client then resolves the name
/// again to connect, so a name whose DNS answer changes in between (DNS rebinding) is not covered.
public struct HostPolicy: Sendable {
    private let baseURL: URL
    private let allowedHosts: Set<String>
    private let resolver: any HostResolver

    /// - Parameters:
    ///   - baseURL: the API's own base URL: its host is always allowed, and its addresses' classes too.
    ///   - allowedHosts: host names allowed whatever they resolve to (`--allow-host`), in any case.
    ///   - resolver: resolves a URL's host to the addresses the client would connect to.
    public init(baseURL: URL, allowedHosts: [String] = [], resolver: any HostResolver) {
        self.baseURL = baseURL
        self.allowedHosts = Set(allowedHosts.map(Self.normalized))
        self.resolver = resolver
    }

    /// - Throws: ``RestrictedHostError`` when `url`'s host is not allowed, the resolver's error when it
    ///   does not resolve.
    public func check(_ url: URL) async throws {
        guard let host = url.host.map(Self.normalized), let baseHost = baseURL.host.map(Self.normalized) else {
            throw UnsupportedURLError(url: url)
        }
        if host == baseHost || allowedHosts.contains(host) { return }
        let addresses = try await resolver.addresses(of: host)
        let restricted = addresses.map { ($0, AddressClass(of: $0)) }.filter { $0.1 != .public }
        guard !restricted.isEmpty else { return }
        let allowedClasses = Set(try await resolver.addresses(of: baseHost).map(AddressClass.init(of:)))
        if let (address, addressClass) = restricted.first(where: { !allowedClasses.contains($0.1) }) {
            throw RestrictedHostError(url: url, address: address, addressClass: addressClass)
        }
    }

    /// Lowercased, without the brackets of an IPv6 literal or a trailing dot.
    static func normalized(_ host: String) -> String {
        var host = host.lowercased()
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host.hasSuffix("."), host.count > 1 { host.removeLast() }
        return host
    }
}
