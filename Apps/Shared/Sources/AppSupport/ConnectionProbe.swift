import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// The socket error a connection to a URL's host and port gets now, in the system's words
/// (`Connection refused`): what URLSession on Linux does not pass on (libcurl says "Couldn't connect
/// to server" for a refused connection and an unreachable network alike), nor PostgresNIO, which
/// retries until its time limit. Asked once, to say why a server cannot be reached.
public enum ConnectionProbe {
    /// `strerror` of the error connecting to `url`'s host and port within `limit` milliseconds; `nil`
    /// when the connection succeeds now, the host does not resolve, or the URL names no host.
    public static func error(connectingTo url: URL, within limit: Int32 = 2_000) -> String? {
        guard let host = url.host(percentEncoded: false) else { return nil }
        return error(
            connectingToHost: host, port: url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80), within: limit)
    }

    /// `strerror` of the error connecting to `port` of `host` (a name, or an IPv4 or IPv6 literal) within
    /// `limit` milliseconds; `nil` when the connection succeeds now or the host does not resolve.
    public static func error(connectingToHost host: String, port: Int, within limit: Int32 = 2_000) -> String? {
        var hints = addrinfo()
        hints.ai_socktype = streamSocket
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host.trimmingCharacters(in: ["[", "]"]), String(port), &hints, &results) == 0,
            let first = results
        else { return nil }
        defer { freeaddrinfo(results) }
        let descriptor = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        if connect(descriptor, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 { return nil }
        var code = errno
        if code == EINPROGRESS {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            guard poll(&waiting, 1, limit) == 1 else { return String(cString: strerror(ETIMEDOUT)) }
            var length = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &code, &length) == 0, code != 0 else { return nil }
        }
        return String(cString: strerror(code))
    }
}
