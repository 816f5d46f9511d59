import Hummingbird
import NIOCore

extension Response {
    /// A page of HTML, never stored by caches (it depends on the feed and the language).
    public static func html(_ page: String, status: HTTPResponse.Status = .ok) -> Response {
        html(ResponseBody(byteBuffer: ByteBuffer(string: page)), status: status)
    }

    /// A page of HTML whose bytes `body` writes, never stored by caches.
    public static func html(_ body: ResponseBody, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"], body: body)
    }
}
