import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A raw TCP connection to a port of 127.0.0.1, for tests that must send what no HTTP client sends
/// (half a request, then nothing) and see whether the server closes the connection.
public final class LoopbackSocket: Sendable {
    /// The connection could not be made.
    public struct ConnectError: Error {
        public let errno: Int32
    }

    private let descriptor: Int32

    /// Connects to `127.0.0.1:port`.
    public init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ConnectError(errno: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let error = errno
            close(descriptor)
            throw ConnectError(errno: error)
        }
    }

    deinit {
        close(descriptor)
    }

    /// Ends the connection both ways, as a client that goes away does; the descriptor is released when
    /// the instance goes.
    public func shutDown() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Sends `text` as it is.
    public func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Whether the server has closed the connection: a read that finds the end of the stream (or a
    /// reset) within `timeout`. Data the server sent before closing is skipped.
    ///
    /// It looks every 10 ms and sleeps in between, never blocking its thread: Swift's thread pool has
    /// as many threads as cores, and a test that blocked one (up to 30 s, on two cores) once stalled
    /// every in-process server and client of the suite until their own timeouts failed them.
    public func isClosedByServer(within timeout: Duration = .milliseconds(100)) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 0) > 0 {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count <= 0 { return true }
                continue
            }
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
    }
}
