import Foundation
import PostgresNIO

/// Where a PostgreSQL database is: `postgres://user:password@host:port/database`, as libpq and
/// `DATABASE_URL` conventions write it (`postgresql://` too).
///
/// The port defaults to 5432, the user to `postgres`, the database to the user's name. The query
/// parameter `sslmode` chooses TLS: `disable` (the default: loopback and private networks), `prefer`,
/// or `require`. User and password may be percent-encoded.
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
        username = components.user.flatMap { $0.removingPercentEncoding } ?? "postgres"
        password = components.password.flatMap { $0.removingPercentEncoding }
        let path = components.path.drop { $0 == "/" }
        database = path.isEmpty ? username : String(path)
        sslMode = components.queryItems?.first { $0.name == "sslmode" }?.value ?? "disable"
        guard ["disable", "prefer", "require"].contains(sslMode) else {
            throw InvalidError(reason: "sslmode must be disable, prefer or require, not \(sslMode)")
        }
    }

    /// The URL without its password, for logs and messages.
    public var description: String {
        "postgres://\(username)@\(host):\(port)/\(database)" + (sslMode == "disable" ? "" : "?sslmode=\(sslMode)")
    }

    var clientConfiguration: PostgresClient.Configuration {
        let tls: PostgresClient.Configuration.TLS =
            switch sslMode {
            case "require": .require(.makeClientConfiguration())
            case "prefer": .prefer(.makeClientConfiguration())
            default: .disable
            }
        return PostgresClient.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: tls)
    }
}
