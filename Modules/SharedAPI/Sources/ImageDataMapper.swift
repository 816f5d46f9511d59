import Foundation

/// Validates an image-data response, for any feature: status 200 and a non-empty body, delivered unchanged.
public enum ImageDataMapper {
    public enum Error: Swift.Error, Equatable, Sendable {
        case invalidData
    }

    public static func map(_ data: Data, from response: HTTPResponse) throws -> Data {
        guard response.isOK, !data.isEmpty else { throw Error.invalidData }
        return data
    }
}
