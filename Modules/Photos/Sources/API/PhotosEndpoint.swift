import Foundation

/// The URLs of the photos API.
public enum PhotosEndpoint: Sendable {
    /// One page of the list of photos: pages start at 1.
    case get(page: Int, perPage: Int)

    /// `<baseURL>/photos?page=<page>&per_page=<perPage>`, keeping the base URL's scheme, host, port and path.
    public func url(baseURL: URL) -> URL {
        switch self {
        case .get(let page, let perPage):
            baseURL.appending(path: "photos").appending(queryItems: [
                URLQueryItem(name: "page", value: String(page)),
                URLQueryItem(name: "per_page", value: String(perPage)),
            ])
        }
    }
}
