import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// A fake PostgreSQL server on 127.0.0.1 that plays the man in the middle: it declines TLS (answers
/// an SSLRequest with `N`), then asks for the password in clear (`AuthenticationCleartextPassword`,
/// `R` with 3) and closes the connection once it has the answer. It records what it receives.
///
/// Plain blocking sockets, one thread per connection: enough for a client or two.
final class CleartextPasswordListener: Sendable {
    /// What the listener has received, over every connection.
    struct Record: Sendable {
        /// Every byte received.
        var received: [UInt8] = []
        /// The SSLRequests received (each answered `N`).
        var sslRequests = 0
        /// The startup messages received (each answered with a cleartext-password request).
        var startupMessages = 0
        /// The bodies of the password messages (`p`) received.
        var passwordMessages: [[UInt8]] = []
    }

    /// The port it listens on, on 127.0.0.1.
    let port: Int
    private let listeningSocket: Int32
    private let state = Mutex(Record())

    init() throws {
        let descriptor = socket(AF_INET, streamSocket, 0)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        var actualLength = length
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &actualLength) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        listeningSocket = descriptor
        Thread.detachNewThread { [self] in acceptConnections() }
    }

    /// What it has received so far.
    var record: Record { state.withLock { $0 } }

    /// Stops accepting connections.
    func stop() {
        shutdown(listeningSocket, Int32(SHUT_RDWR))
        close(listeningSocket)
    }

    private func acceptConnections() {
        while true {
            let connection = accept(listeningSocket, nil, nil)
            guard connection >= 0 else { return }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        // The first message has no type byte: an SSLRequest (code 80877103) or the startup message.
        guard var message = readUntypedMessage(connection) else { return }
        if message.count == 4, Self.int32(message, at: 0) == 80_877_103 {
            state.withLock { $0.sslRequests += 1 }
            guard reply(connection, Array("N".utf8)) else { return }
            guard let startup = readUntypedMessage(connection) else { return }
            message = startup
        }
        state.withLock { $0.startupMessages += 1 }
        // AuthenticationCleartextPassword: 'R', length 8, code 3.
        guard reply(connection, [UInt8(ascii: "R"), 0, 0, 0, 8, 0, 0, 0, 3]) else { return }
        guard let type = read(connection, count: 1), let header = read(connection, count: 4) else { return }
        let length = Self.int32(header, at: 0)
        guard length >= 4, let body = read(connection, count: Int(length) - 4) else { return }
        if type == [UInt8(ascii: "p")] { state.withLock { $0.passwordMessages.append(body) } }
    }

    /// A length-prefixed message without a type byte: its body.
    private func readUntypedMessage(_ connection: Int32) -> [UInt8]? {
        guard let header = read(connection, count: 4) else { return nil }
        let length = Self.int32(header, at: 0)
        guard length >= 4, length < 10_000 else { return nil }
        return read(connection, count: Int(length) - 4)
    }

    /// Exactly `count` bytes, recorded; `nil` when the connection ends first.
    private func read(_ connection: Int32, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let received = bytes.withUnsafeMutableBytes { buffer in
                recv(connection, buffer.baseAddress! + filled, count - filled, 0)
            }
            if received < 0, errno == EINTR { continue }
            guard received > 0 else { return nil }
            state.withLock { $0.received += bytes[filled..<(filled + received)] }
            filled += received
        }
        return bytes
    }

    private func reply(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            send(connection, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL)) == buffer.count
        }
    }

    private static func int32(_ bytes: [UInt8], at offset: Int) -> Int32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int32($1) }
    }
}
