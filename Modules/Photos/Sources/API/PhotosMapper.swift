import Foundation
import SharedAPI

/// Validates and maps a list-photos response: status 200 and a top-level JSON array of photos in the
/// Unsplash shape. Fields the app does not use are ignored; `description` may be null and
/// `user.location` null or absent. Anything else (another status, an object, a photo without a field
/// the app uses, a field of the wrong type, or a URL that does not parse or is not `http`/`https`) is
/// invalid data.
public enum PhotosMapper {
    public enum Error: Swift.Error, Equatable, Sendable {
        case invalidData
    }

    private struct RemotePhoto: Decodable {
        let id: String
        let description: String?
        let width: Int
        let height: Int
        let color: String
        let likes: Int
        let urls: URLs
        let user: User

        struct URLs: Decodable {
            let raw: WebURL
            let full: WebURL
            let regular: WebURL
            let small: WebURL
            let thumb: WebURL
        }

        struct User: Decodable {
            let name: String
            let location: String?
        }

        var photo: Photo {
            Photo(
                id: id,
                description: description,
                author: user.name,
                location: user.location,
                width: width,
                height: height,
                color: color,
                likes: likes,
                urls: PhotoURLs(
                    raw: urls.raw.url, full: urls.full.url, regular: urls.regular.url, small: urls.small.url,
                    thumb: urls.thumb.url)
            )
        }
    }

    public static func map(_ data: Data, from response: HTTPResponse) throws -> [Photo] {
        guard response.isOK, let photos = try? JSONDecoder().decode([RemotePhoto].self, from: data) else {
            throw Error.invalidData
        }
        return photos.map(\.photo)
    }
}
