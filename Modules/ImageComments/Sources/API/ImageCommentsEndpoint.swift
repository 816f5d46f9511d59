import Foundation

/// The URLs of the image comments API.
public enum ImageCommentsEndpoint: Sendable {
    /// The comments of the image with this id.
    case get(imageID: UUID)

    /// `<baseURL>/v1/image/<UUID>/comments`, keeping the base URL's scheme, host, port and path.
    public func url(baseURL: URL) -> URL {
        switch self {
        case .get(let imageID):
            baseURL.appending(path: "v1/image/\(imageID.uuidString)/comments")
        }
    }
}
