import Foundation
import PostgresNIO

/// Where a PostgreSQL database is: `postgres://user:password@host:port/database`, as libpq and
/// `DATABASE_URL` conventions write it (`postgresql://` too).
///
/// The port defaults to 5432, the user to `postgres`, the database to the user's name. User and
/// password may be percent-encoded (decoded once: `p%25zz` is the password `p%zz`).
///
/// The query parameter `sslmode` chooses TLS, with libpq's meanings: `disable` (no TLS), `prefer` (TLS
/// when the server offers it, certificate not checked), `require` (TLS, certificate not checked),
/// `verify-ca` (TLS, certificate checked against the system's CAs) and `verify-full` (the same, and
/// the host name checked too). Without it: `disable` for a loopback host (`localhost`, `127.0.0.1`,
/// `::1`), `prefer` for any other.
public struct PostgresDatabaseURL: Sendable, CustomStringConvertible {
    /// The URL could not be read as a PostgreSQL URL; ``reason`` says why.
    public struct InvalidError: Error, Equatable, CustomStringConvertible {
        public let reason: String
        public var description: String { "Invalid PostgreSQL URL: \(reason)" }
    }

    public let host: String
    public let port: Int
    public let username: String
    let password: String?
    public let database: String
    public let sslMode: String

    public init(_ string: String) throws {
        guard let components = URLComponents(string: string), let scheme = components.scheme?.lowercased(),
            scheme == "postgres" || scheme == "postgresql"
        else { throw InvalidError(reason: "expected postgres://user:password@host:port/database") }
        guard let host = components.host, !host.isEmpty else { throw InvalidError(reason: "no host") }
        self.host = host
        port = components.port ?? 5432
        guard (1...65535).contains(port) else { throw InvalidError(reason: "port \(port) is out of range") }
        // URLComponents decodes user and password already: decoding them again would read `%25` twice.
        username = components.user ?? "postgres"
        password = components.password
        let path = components.path.drop { $0 == "/" }
        database = path.isEmpty ? username : String(path)
        sslMode =
            components.queryItems?.first { $0.name == "sslmode" }?.value
            ?? (Self.loopbackHosts.contains(host.lowercased()) ? "disable" : "prefer")
        guard Self.sslModes.contains(sslMode) else {
            throw InvalidError(
                reason: "sslmode must be one of \(Self.sslModes.joined(separator: ", ")), not \(sslMode)")
        }
    }

    /// The `sslmode` values this URL understands.
    public static let sslModes = ["disable", "prefer", "require", "verify-ca", "verify-full"]
    private static let loopbackHosts: Set<String> = ["localhost", "127.0.0.1", "::1", "[::1]"]

    /// The URL without its password, for logs and messages.
    public var description: String {
        "postgres://\(username)@\(host):\(port)/\(database)" + (sslMode == "disable" ? "" : "?sslmode=\(sslMode)")
    }

    var clientConfiguration: PostgresClient.Configuration {
        var unverified = TLSConfiguration.makeClientConfiguration()
        unverified.certificateVerification = .none
        var caOnly = TLSConfiguration.makeClientConfiguration()
        caOnly.certificateVerification = .noHostnameVerification
        let tls: PostgresClient.Configuration.TLS =
            switch sslMode {
            case "prefer": .prefer(unverified)
            case "require": .require(unverified)
            case "verify-ca": .require(caOnly)
            case "verify-full": .require(.makeClientConfiguration())
            default: .disable
            }
        return PostgresClient.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: tls)
    }
}
