import FeedFeature
import Foundation

/// The URLs of the feed API.
public enum FeedEndpoint: Sendable {
    /// The page after `image`, or the first page when `image` is `nil`.
    case get(after: FeedImage? = nil)

    /// The page size the app asks for.
    public static let pageSize = 10

    /// `<baseURL>/v1/feed?limit=10[&after_id=<UUID>]`, keeping the base URL's scheme, host, port and
    /// path.
    public func url(baseURL: URL) -> URL {
        switch self {
        case .get(let image):
            var components = URLComponents()
            components.scheme = baseURL.scheme
            components.host = baseURL.host
            components.port = baseURL.port
            components.path = baseURL.path.appendingPathComponentSafely("v1/feed")
            components.queryItems = [
                URLQueryItem(name: "limit", value: "\(Self.pageSize)"),
                image.map { URLQueryItem(name: "after_id", value: $0.id.uuidString) },
            ].compactMap { $0 }
            guard let url = components.url else {
                preconditionFailure("A URL built from a valid base URL is valid: \(baseURL)")
            }
            return url
        }
    }
}

extension String {
    /// This path with `component` appended after exactly one slash.
    func appendingPathComponentSafely(_ component: String) -> String {
        (hasSuffix("/") ? self : self + "/") + component
    }
}
