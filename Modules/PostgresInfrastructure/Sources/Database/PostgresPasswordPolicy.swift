import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which `sslmode` a connection uses, and whether a password may go over it at all.
///
/// postgres-nio answers a server's `AuthenticationCleartextPassword` with the password as it is, and
/// its MD5 answer is an offline-crackable hash, whatever the link; with `prefer` it goes on without TLS
/// when the server declines it, and with `require` it accepts any certificate. Anyone between this
/// process and the server (on loopback, any local user who holds the port while PostgreSQL is down)
/// could then ask for the password and read it. So:
///
/// - without `sslmode`, the mode is `verify-full` (TLS, certificate chain and host name checked), or
///   `disable` for a loopback host (see ``isLoopback(_:)``);
/// - `verify-ca` checks the chain and not the host name: against the system's CAs any server with a
///   publicly trusted certificate passes, so, as libpq does, it needs a private root (`sslrootcert`)
///   and is refused without one, password or not;
/// - a password goes only over a verified link, `verify-full` or `verify-ca` with a private root;
///   with `disable`, `prefer` or `require` the connection is refused before it is opened, on any host,
///   unless the URL opts in with `allow_insecure_password=true`;
/// - without a password, any other mode may be asked for.
///
/// A pure function of its inputs: nothing is resolved or connected to.
enum PostgresPasswordPolicy {
    /// What to do with a URL.
    enum Decision: Equatable, Sendable {
        /// Connect with this `sslmode`.
        case connect(sslMode: String)
        /// Do not connect: the password would go over `sslMode`, which does not verify the server.
        case refuse(sslMode: String)
        /// Do not connect: `verify-ca` without a private root verifies no server in particular.
        case refuseVerifyCAWithoutRoot
    }

    /// Whether `sslMode` verifies the server, so that a password may go over it: `verify-full`, or
    /// `verify-ca` against a private root (`hasPrivateRoot`, an `sslrootcert` file).
    static func verifies(_ sslMode: String, hasPrivateRoot: Bool) -> Bool {
        sslMode == "verify-full" || (sslMode == "verify-ca" && hasPrivateRoot)
    }

    /// - Parameters:
    ///   - hostIsLoopback: whether the host is this machine (``isLoopback(_:)``).
    ///   - sslMode: the URL's `sslmode`, `nil` when it names none.
    ///   - hasPrivateRoot: whether `sslrootcert` names a file of CAs (not `system`, not absent).
    ///   - hasPassword: whether a password would be sent (from the URL, `PGPASSWORD` or a password file).
    ///   - allowsInsecurePassword: the URL's explicit opt-in, `allow_insecure_password=true`.
    static func decide(
        hostIsLoopback: Bool, sslMode: String?, hasPrivateRoot: Bool, hasPassword: Bool,
        allowsInsecurePassword: Bool
    ) -> Decision {
        let mode = sslMode ?? (hostIsLoopback ? "disable" : "verify-full")
        if mode == "verify-ca", !hasPrivateRoot { return .refuseVerifyCAWithoutRoot }
        if hasPassword, !verifies(mode, hasPrivateRoot: hasPrivateRoot), !allowsInsecurePassword {
            return .refuse(sslMode: mode)
        }
        return .connect(sslMode: mode)
    }

    /// Whether `host` names this machine by itself: `localhost` (any case, a final dot allowed), an IPv4
    /// address in 127.0.0.0/8, or `::1` (bracketed or not, or written as an IPv4-mapped 127.x address).
    /// Names are not resolved: `db.internal` is not loopback even if it resolves to 127.0.0.1.
    static func isLoopback(_ host: String) -> Bool {
        var name = host.lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        if name == "localhost" { return true }
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        var v4 = in_addr()
        if inet_pton(AF_INET, name, &v4) == 1 {
            return UInt32(bigEndian: v4.s_addr) >> 24 == 127
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, name, &v6) == 1 else { return false }
        let bytes = withUnsafeBytes(of: &v6) { Array($0) }
        if bytes[0..<15].allSatisfy({ $0 == 0 }) && bytes[15] == 1 { return true }
        let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xff, 0xff]
        return Array(bytes[0..<12]) == mappedPrefix && bytes[12] == 127
    }
}
