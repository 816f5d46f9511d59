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
            let queryItems = [
                URLQueryItem(name: "limit", value: "\(Self.pageSize)"),
                image.map { URLQueryItem(name: "after_id", value: $0.id.uuidString) },
            ].compactMap { $0 }
            // From the base URL's own components, so that an IPv6 host keeps its brackets.
            guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
                return baseURL.appending(path: "v1/feed").appending(queryItems: queryItems)
            }
            components.user = nil
            components.password = nil
            components.fragment = nil
            components.percentEncodedPath = components.percentEncodedPath.appendingPathComponentSafely("v1/feed")
            components.queryItems = queryItems
            return components.url ?? baseURL.appending(path: "v1/feed").appending(queryItems: queryItems)
        }
    }
}

extension String {
    /// This path with `component` appended after exactly one slash.
    func appendingPathComponentSafely(_ component: String) -> String {
        (hasSuffix("/") ? self : self + "/") + component
    }
}
