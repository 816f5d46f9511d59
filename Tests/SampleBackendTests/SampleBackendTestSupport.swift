import Foundation
import SampleBackend

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A fixed clock reading for the tests: 2023-11-14T22:13:20Z.
let fixedNow = Date(timeIntervalSince1970: 1_700_000_000)

/// Runs `body` against a backend started in-process on an ephemeral port, and stops it afterwards.
func withSampleBackend<T>(
    _ configuration: SampleBackend.Configuration = .init(now: { fixedNow }, servesAdminRoutes: true),
    _ body: (SampleBackend) async throws -> T
) async throws -> T {
    try await SampleBackend.withRunning(configuration: configuration, body)
}

/// The feed page URL (docs/feed-behaviour.md): `<base>/v1/feed?limit=N[&after_id=UUID]`.
func feedURL(_ base: URL, limit: Int? = 10, afterID: String? = nil) -> URL {
    var components = URLComponents(
        url: base.appendingPathComponent("v1/feed"), resolvingAgainstBaseURL: false)!
    var query: [URLQueryItem] = []
    if let limit { query.append(URLQueryItem(name: "limit", value: String(limit))) }
    if let afterID { query.append(URLQueryItem(name: "after_id", value: afterID)) }
    components.queryItems = query.isEmpty ? nil : query
    return components.url!
}

/// The comments URL (docs/feed-behaviour.md): `<base>/v1/image/<id>/comments`.
func commentsURL(_ base: URL, imageID: String) -> URL {
    base.appendingPathComponent("v1/image/\(imageID)/comments")
}

/// The `items` of a `{"items": [...]}` body, as raw JSON objects (to see which keys are present).
func jsonItems(_ data: Data) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    guard let items = object?["items"] as? [[String: Any]] else {
        throw URLError(.cannotParseResponse)
    }
    return items
}

/// The URLError code of a failed request, or nil when it did not fail with a URLError.
func urlErrorCode(_ request: () async throws -> Void) async -> URLError.Code? {
    do {
        try await request()
        return nil
    } catch let error as URLError {
        return error.code
    } catch {
        return nil
    }
}
