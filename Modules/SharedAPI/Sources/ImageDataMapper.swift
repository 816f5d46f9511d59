import Foundation

/// Validates an image-data response, for any feature: status 200 and a body that is an image
/// (``ImageFormat``), delivered unchanged. A 200 with anything else (a login page, a JSON error) is
/// invalid data, so it is never cached as the image.
public enum ImageDataMapper {
    public enum Error: Swift.Error, Equatable, Sendable {
        case invalidData
    }

    public static func map(_ data: Data, from response: HTTPResponse) throws -> Data {
        guard response.isOK, ImageFormat.mediaType(of: data) != nil else { throw Error.invalidData }
        return data
    }
}
