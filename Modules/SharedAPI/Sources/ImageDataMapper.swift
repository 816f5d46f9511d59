import Foundation

/// Validates an image-data response, for any feature: status 200 and a body that is an image
/// (``ImageFormat``), delivered unchanged. A 200 with anything else (a login page, a JSON error) is
/// invalid data, so it is never cached as the image. A 404 is the server's answer that it has no
/// image at that URL: `RemoteLoadError.notFound`, which an app tells apart from a server it could not
/// reach.
public enum ImageDataMapper {
    public enum Error: Swift.Error, Equatable, Sendable {
        case invalidData
    }

    /// The bytes of a 200 response that are an image.
    /// - Throws: `RemoteLoadError.notFound` for a 404, `Error.invalidData` for any other response.
    public static func map(_ data: Data, from response: HTTPResponse) throws -> Data {
        guard !response.isNotFound else { throw RemoteLoadError.notFound }
        guard response.isOK, ImageFormat.mediaType(of: data) != nil else { throw Error.invalidData }
        return data
    }
}
