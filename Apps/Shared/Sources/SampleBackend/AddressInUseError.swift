#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A server could not listen because another socket holds its port: one line that names the port and
/// suggests `--port 0`, instead of SwiftNIO's `bind(descriptor:ptr:bytes:): Address already in use)
/// (errno: 98)`. `feed-sample-server` and `feed-web` throw it, and ArgumentParser prints it as
/// `Error: port 8080 of 127.0.0.1 is in use by another program; …` with exit status 1.
public struct AddressInUseError: Error, Equatable, CustomStringConvertible {
    /// The address the server was to listen on.
    public let host: String
    /// The port another socket holds.
    public let port: Int

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    public var description: String {
        "port \(port) of \(host) is in use by another program; pass another --port, or --port 0 for any free port"
    }

    /// Runs `body`, which starts a server listening on `port` of `host`, with its "address already in use"
    /// failure thrown as this error; any other error as it is.
    public static func naming<Result>(host: String, port: Int, _ body: () async throws -> Result) async throws
        -> Result
    {
        do {
            return try await body()
        } catch  where isAddressInUse(error) {
            throw AddressInUseError(host: host, port: port)
        }
    }

    /// Whether `error` is the system's `EADDRINUSE`: SwiftNIO's `IOError` says its errno in its
    /// description, the one part of it this module can read without depending on NIOCore itself.
    static func isAddressInUse(_ error: any Error) -> Bool {
        String(describing: error).hasSuffix("(errno: \(EADDRINUSE))")
    }
}
