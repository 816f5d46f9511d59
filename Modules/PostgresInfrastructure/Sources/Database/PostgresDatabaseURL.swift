import Foundation
import PostgresNIO

/// Where a PostgreSQL database is: `postgres://user:password@host:port/database`, as libpq and
/// `DATABASE_URL` conventions write it (`postgresql://` too).
///
/// The port defaults to 5432, the user to `postgres`, the database to the user's name. User and
/// password may be percent-encoded (decoded once: `p%25zz` is the password `p%zz`).
///
/// **Password.** Without one in the URL, as libpq does: `PGPASSWORD`, else the first matching line
/// of the password file (`PGPASSFILE`, else `~/.pgpass`; `host:port:database:username:password`, `*`
/// for any, `\:` for a colon; ignored unless only its owner may read it, `chmod 600`). That keeps
/// the password off the command line, which every local user can read in `/proc`.
///
/// **TLS.** The query parameter `sslmode`, with libpq's meanings: `disable` (no TLS), `prefer` (TLS
/// when the server offers it, certificate not checked), `require` (TLS, certificate not checked),
/// `verify-ca` (TLS, the certificate's chain checked against `sslrootcert`, not the host name) and
/// `verify-full` (the chain and the host name). `sslrootcert=<file>` names a PEM file of the CA
/// certificates to check against instead of the system's (a private CA); with it `require` checks the
/// chain as `verify-ca` does (as libpq), and `sslmode` defaults to `verify-full`. `verify-ca` without
/// `sslrootcert` is refused, as libpq refuses it: against the system's CAs any server with a publicly
/// trusted certificate would pass. `sslrootcert=system` is the system's CAs, with `verify-full` only.
///
/// **Default and the password.** A loopback host (`localhost`, 127.0.0.0/8, `::1`) defaults to
/// `disable`; any other host to `verify-full`. postgres-nio gives the password to any server that
/// asks for it in clear (or as MD5), so a password (from wherever) goes only over a verified link,
/// `verify-full` or `verify-ca` with `sslrootcert`: with `disable`, `prefer` or `require` the URL is
/// refused, on loopback too (a local user may hold the port while PostgreSQL is down), unless it adds
/// `allow_insecure_password=true`, which accepts that whoever answers may read the password. Without
/// a password any other mode may be asked for.
public struct PostgresDatabaseURL: Sendable, CustomStringConvertible {
    /// The URL could not be read as a PostgreSQL URL, or asks for what is refused; ``reason`` says why.
    public struct InvalidError: Error, Equatable, CustomStringConvertible {
        /// Why, in a sentence fragment that names the offending part.
        public let reason: String
        public var description: String { "Invalid PostgreSQL URL: \(reason)" }
    }

    /// The server's host name or address.
    public let host: String
    /// The server's port.
    public let port: Int
    /// The user to log in as.
    public let username: String
    let password: String?
    /// The database's name.
    public let database: String
    /// The `sslmode` in effect: the URL's, else the default for the host.
    public let sslMode: String
    /// The CAs of `sslrootcert`; `nil` for the system's.
    let rootCertificates: [NIOSSLCertificate]?

    /// The `sslmode` values this URL understands.
    public static let sslModes = ["disable", "prefer", "require", "verify-ca", "verify-full"]
    /// The query parameter that lets a password go to a remote host without a verified certificate.
    public static let insecurePasswordParameter = "allow_insecure_password"

    /// Reads `string`, taking a missing password from `environment` (`PGPASSWORD`, `PGPASSFILE`,
    /// `HOME`) and the password file, and loading `sslrootcert`.
    ///
    /// - Throws: ``InvalidError`` when the URL is malformed, `sslrootcert` cannot be read, or a
    ///   password would go to a remote host without a verified certificate.
    public init(_ string: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        try self.init(string, environment: environment, hostIsLoopback: nil)
    }

    /// `hostIsLoopback` replaces ``PostgresPasswordPolicy/isLoopback(_:)`` (tests that connect only
    /// to loopback playing a remote host).
    init(_ string: String, environment: [String: String], hostIsLoopback: Bool?) throws(InvalidError) {
        guard let components = URLComponents(string: string), let scheme = components.scheme?.lowercased(),
            scheme == "postgres" || scheme == "postgresql"
        else { throw InvalidError(reason: "expected postgres://user:password@host:port/database") }
        guard let host = components.host, !host.isEmpty else { throw InvalidError(reason: "no host") }
        self.host = host
        port = components.port ?? 5432
        guard (1...65535).contains(port) else { throw InvalidError(reason: "port \(port) is out of range") }
        // URLComponents decodes user and password already: decoding them again would read `%25` twice.
        username = components.user ?? "postgres"
        let path = components.path.drop { $0 == "/" }
        database = path.isEmpty ? username : String(path)
        password = Self.password(
            components.password, host: host, port: port, database: database, username: username,
            environment: environment)

        let query = components.queryItems ?? []
        func parameter(_ name: String) -> String? { query.first { $0.name == name }?.value }
        let requestedMode = parameter("sslmode")
        if let requestedMode, !Self.sslModes.contains(requestedMode) {
            throw InvalidError(
                reason: "sslmode must be one of \(Self.sslModes.joined(separator: ", ")), not \(requestedMode)")
        }
        let allowsInsecurePassword: Bool
        switch parameter(Self.insecurePasswordParameter) {
        case nil, "false", "0": allowsInsecurePassword = false
        case "true", "1": allowsInsecurePassword = true
        case let other?:
            throw InvalidError(reason: "\(Self.insecurePasswordParameter) must be true or false, not \(other)")
        }
        let rootCertificate = parameter("sslrootcert")
        let mode = try Self.mode(requestedMode, rootCertificate: rootCertificate)

        let decision = PostgresPasswordPolicy.decide(
            hostIsLoopback: hostIsLoopback ?? PostgresPasswordPolicy.isLoopback(host), sslMode: mode,
            hasPrivateRoot: rootCertificate != nil && rootCertificate != "system",
            hasPassword: password != nil, allowsInsecurePassword: allowsInsecurePassword)
        switch decision {
        case .connect(let sslMode):
            self.sslMode = sslMode
        case .refuse(let sslMode):
            throw InvalidError(
                reason: "sslmode=\(sslMode) would send the password to \(host) without checking its certificate, "
                    + "where whoever answers can ask for it in clear; use sslmode=verify-full (with "
                    + "sslrootcert=<CA file> for a private CA), or add \(Self.insecurePasswordParameter)=true "
                    + "to send it anyway")
        case .refuseVerifyCAWithoutRoot:
            throw InvalidError(
                reason: "sslmode=verify-ca needs sslrootcert=<CA file>: it checks the certificate's chain and not "
                    + "the host name, so against the system's CAs any server with a publicly trusted certificate "
                    + "passes; use sslmode=verify-full, or name your private CA with sslrootcert")
        }
        if let rootCertificate, rootCertificate != "system" {
            rootCertificates = try PostgresRootCertificates.load(path: rootCertificate)
        } else {
            rootCertificates = nil
        }
    }

    /// The `sslmode` asked for, given `sslrootcert`: `verify-full` when only a root is named, `require`
    /// raised to `verify-ca` (libpq's reading), and refused where it would be ignored.
    private static func mode(_ requested: String?, rootCertificate: String?) throws(InvalidError) -> String? {
        guard let rootCertificate else { return requested }
        if rootCertificate == "system" {
            guard requested == nil || requested == "verify-full" else {
                throw InvalidError(reason: "sslrootcert=system needs sslmode=verify-full")
            }
            return "verify-full"
        }
        switch requested {
        case nil: return "verify-full"
        case "require": return "verify-ca"
        case "disable", "prefer":
            throw InvalidError(reason: "sslrootcert needs sslmode require, verify-ca or verify-full")
        default: return requested
        }
    }

    /// The URL's password, else `PGPASSWORD`, else the password file's; an empty one counts as none.
    private static func password(
        _ password: String?, host: String, port: Int, database: String, username: String,
        environment: [String: String]
    ) -> String? {
        if let password, !password.isEmpty { return password }
        if let password = environment["PGPASSWORD"], !password.isEmpty { return password }
        let file = PostgresPasswordFile.load(path: PostgresPasswordFile.path(environment: environment))
        var plainHost = host
        if plainHost.hasPrefix("["), plainHost.hasSuffix("]") { plainHost = String(plainHost.dropFirst().dropLast()) }
        return file?.password(host: plainHost, port: port, database: database, username: username)
    }

    /// The URL without its password, for logs and messages.
    public var description: String {
        "postgres://\(username)@\(host):\(port)/\(database)" + (sslMode == "disable" ? "" : "?sslmode=\(sslMode)")
    }

    var clientConfiguration: PostgresClient.Configuration {
        var unverified = TLSConfiguration.makeClientConfiguration()
        unverified.certificateVerification = .none
        var verified = TLSConfiguration.makeClientConfiguration()
        if let rootCertificates { verified.trustRoots = .certificates(rootCertificates) }
        var chainOnly = verified
        chainOnly.certificateVerification = .noHostnameVerification
        let tls: PostgresClient.Configuration.TLS =
            switch sslMode {
            case "prefer": .prefer(unverified)
            case "require": .require(unverified)
            case "verify-ca": .require(chainOnly)
            case "verify-full": .require(verified)
            default: .disable
            }
        return PostgresClient.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: tls)
    }
}
