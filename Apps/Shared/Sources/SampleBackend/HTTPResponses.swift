import Foundation
import Hummingbird

/// Builders of the sample backend's responses.
enum HTTPResponses {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        bytes(try encoder.encode(value), contentType: "application/json; charset=utf-8", status: status)
    }

    static func text(_ text: String, status: HTTPResponse.Status) -> Response {
        bytes(Data(text.utf8), contentType: "text/plain; charset=utf-8", status: status)
    }

    static func bytes(_ data: Data, contentType: String, status: HTTPResponse.Status = .ok)
        -> Response
    {
        Response(
            status: status,
            headers: [.contentType: contentType],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
        )
    }
}
