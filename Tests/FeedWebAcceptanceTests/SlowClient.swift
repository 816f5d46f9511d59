import Foundation
import HTTPTestSupport
import Testing

/// A client too slow for the server to wait on, as the slow-client harness opens it on a raw loopback
/// connection: it sends the start of its request at once, then one byte of it per ``trickle(to:)``.
enum SlowClient: Sendable, CustomTestStringConvertible, CaseIterable {
    /// A request's head, one byte at a time (the idle timeout's case).
    case trickledHead
    /// The feed's Refresh form (`POST /`) declaring a body it trickles; the route answers without
    /// reading it, and the connection waits for the rest.
    case trickledRefreshBody
    /// The checklist's Validate form (`POST /requirements/items/<id>/validations`) with a valid
    /// cookie, declaring a 4,000-byte body it trickles; the route reads it.
    case trickledValidateBody
    /// Two large images asked for at once on a connection that reads nothing, with a small receive
    /// buffer: the server's writes stop.
    case neverReadsImages

    /// The token of the cookie and form a Validate post brings: any 32 hex digits will do.
    static let csrfToken = "0123456789abcdef0123456789abcdef"

    var testDescription: String {
        switch self {
        case .trickledHead: "a trickled head"
        case .trickledRefreshBody: "a trickled body of POST /"
        case .trickledValidateBody: "a trickled body of POST /requirements/items/<id>/validations"
        case .neverReadsImages: "a client that never reads large images"
        }
    }

    /// Opens a connection to `port` and sends this client's start; `imagePath` is the path of the
    /// large image (for ``neverReadsImages``).
    func open(port: Int, imagePath: String) throws -> LoopbackSocket {
        switch self {
        case .trickledHead:
            let socket = try LoopbackSocket(port: port)
            socket.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            return socket
        case .trickledRefreshBody:
            let socket = try LoopbackSocket(port: port)
            socket.send(Self.formHead("/") + "p")
            return socket
        case .trickledValidateBody:
            let socket = try LoopbackSocket(port: port)
            let path = "/requirements/items/\(UUID().uuidString)/validations"
            socket.send(Self.formHead(path) + "csrf=\(Self.csrfToken)&key=")
            return socket
        case .neverReadsImages:
            let socket = try LoopbackSocket(port: port, receiveBufferSize: 4096)
            let request = "GET \(imagePath) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
            socket.sendWithoutWaiting(request + request)
            return socket
        }
    }

    /// Sends `socket` the next byte, if this client sends any more.
    func trickle(to socket: LoopbackSocket) {
        switch self {
        case .trickledHead, .trickledRefreshBody, .trickledValidateBody: socket.sendWithoutWaiting("a")
        case .neverReadsImages: break
        }
    }

    /// A form post's head from this site's page (its cookie, no `Origin`, as curl sends it), declaring
    /// a 4,000-byte body (under the Validate form's 4 KiB limit, so the route reads it).
    private static func formHead(_ path: String) -> String {
        "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: csrf=\(csrfToken)\r\n"
            + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 4000\r\n\r\n"
    }
}
