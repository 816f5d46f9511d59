/// The names a request's `Host` may give for this server, against DNS rebinding: a page of another
/// site whose name was made to resolve to this machine is same-origin to its own name, so it could read
/// pages and post forms with their tokens. Its `Host` still carries that name, and is refused.
///
/// Served: an IP address (it names the machine, not a site), `localhost` and names under
/// `.localhost`, and the names given (`--server-name`, for a reverse proxy that keeps the visitor's
/// `Host`), each with or without a port. Names compare without case and without a trailing dot.
public struct ServedHostNames: Sendable, Equatable {
    private let names: Set<String>

    /// - Parameter names: further names served, such as `feed.example.org` behind a proxy.
    public init(_ names: [String] = []) {
        self.names = Set(names.map(Self.normalized))
    }

    /// Whether a request whose `Host` (its authority) is `authority` is served. A request without one
    /// is: browsers, the only clients a rebinding page can use, always send it.
    public func serves(authority: String?) -> Bool {
        guard let authority else { return true }
        guard let host = Self.host(ofAuthority: authority) else { return false }
        let name = Self.normalized(host)
        if name == "localhost" || name.hasSuffix(".localhost") || names.contains(name) { return true }
        return Self.isIPAddress(name)
    }

    /// The host part of `authority` (`name`, `name:port`, `[v6]` or `[v6]:port`), or `nil` when it is
    /// not of that form.
    static func host(ofAuthority authority: String) -> String? {
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            let rest = authority[authority.index(after: close)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && isPort(rest.dropFirst())) else { return nil }
            return String(authority[...close])
        }
        let parts = authority.split(separator: ":", omittingEmptySubsequences: false)
        guard let host = parts.first, !host.isEmpty, parts.count <= 2 else { return nil }
        if parts.count == 2, !isPort(parts[1]) { return nil }
        return String(host)
    }

    private static func isPort(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.count <= 5 && text.utf8.allSatisfy { (48...57).contains($0) }
    }

    private static func normalized(_ name: String) -> String {
        var name = name.lowercased()
        while name.hasSuffix(".") { name.removeLast() }
        return name
    }

    /// A dotted-quad IPv4 address, or a bracketed IPv6 one.
    private static func isIPAddress(_ name: String) -> Bool {
        if name.hasPrefix("[") && name.hasSuffix("]") {
            let inner = name.dropFirst().dropLast()
            return !inner.isEmpty && inner.contains(":")
                && inner.utf8.allSatisfy { $0 == 58 || $0 == 46 || (48...57).contains($0) || (97...102).contains($0) }
        }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4
            && octets.allSatisfy { octet in
                !octet.isEmpty && octet.utf8.count <= 3 && octet.utf8.allSatisfy { (48...57).contains($0) }
                    && Int(octet).map { $0 <= 255 } == true
            }
    }
}
