import Foundation
import Synchronization

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

    /// The socket's descriptor, `-1` once ``reset()`` closed it.
    private let socketDescriptor: Atomic<Int32>
    private var descriptor: Int32 { socketDescriptor.load(ordering: .acquiring) }

    /// Connects to `127.0.0.1:port`; with `receiveBufferSize`, its receive buffer that small (set before
    /// the connection, so that the window it offers stays small: a client that reads nothing then
    /// stops the server's writes after a few of its bytes, not after megabytes).
    public init(port: Int, receiveBufferSize: Int? = nil) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        socketDescriptor = Atomic(descriptor)
        guard descriptor >= 0 else { throw ConnectError(errno: errno) }
        if var size = receiveBufferSize.map(Int32.init) {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
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
            // Closed here, not again by `deinit` (which runs when a fully initialized class throws).
            close(socketDescriptor.exchange(-1, ordering: .acquiringAndReleasing))
            throw ConnectError(errno: error)
        }
    }

    deinit {
        let descriptor = socketDescriptor.load(ordering: .acquiring)
        if descriptor >= 0 { close(descriptor) }
    }

    /// Resets the connection (a TCP reset, as a client that crashes or is killed sends) and closes the
    /// socket: the server sees its connection end at once, not a half-closed one.
    public func reset() {
        let descriptor = socketDescriptor.exchange(-1, ordering: .acquiringAndReleasing)
        guard descriptor >= 0 else { return }
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
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

    /// Sends as much of `text` as the socket takes at once, without waiting (a client that sends more
    /// than a server reads must not block a thread of Swift's pool); the count of bytes sent.
    @discardableResult
    public func sendWithoutWaiting(_ text: String) -> Int {
        let bytes = Array(text.utf8)
        let sent = bytes.withUnsafeBytes {
            Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
        }
        return max(0, sent)
    }

    /// What the server sent until it closed the connection, or `nil` when it did not close it within
    /// `timeout`. Looks every 10 ms, never blocking its thread (see ``isClosedByServer(within:)``).
    public func receivedUntilClosed(within timeout: Duration) async -> [UInt8]? {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 0) > 0 {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count <= 0 { return received }
                received += buffer[..<count]
                continue
            }
            guard ContinuousClock.now < deadline else { return nil }
            try? await Task.sleep(for: .milliseconds(10))
        }
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
