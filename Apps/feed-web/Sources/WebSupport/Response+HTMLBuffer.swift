import Hummingbird
import NIOCore

extension Response {
    /// A page of HTML already in a buffer, never stored by caches: a kept page's buffer is shared by
    /// every response that sends it, where `html(_:status:)` with a `String` copies the text into each.
    public static func html(_ page: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        html(ResponseBody(byteBuffer: page), status: status)
    }
}
