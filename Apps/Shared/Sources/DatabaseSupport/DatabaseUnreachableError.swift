/// The database `--database-url` names cannot be reached: said at the start in one line that names its
/// host and port and the socket's error (`Error: cannot reach the database at 127.0.0.1:1: Connection
/// refused`), before anything is loaded or cached, rather than after PostgresNIO's retries.
public struct DatabaseUnreachableError: Error, Equatable, CustomStringConvertible {
    /// The database's host, as the URL names it.
    public let host: String
    /// The database's port.
    public let port: Int
    /// Why, in the system's words (`Connection refused`).
    public let cause: String

    public init(host: String, port: Int, cause: String) {
        self.host = host
        self.port = port
        self.cause = cause
    }

    public var description: String {
        let address = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "cannot reach the database at \(address):\(port) (--database-url or DATABASE_URL): \(cause)"
    }
}
