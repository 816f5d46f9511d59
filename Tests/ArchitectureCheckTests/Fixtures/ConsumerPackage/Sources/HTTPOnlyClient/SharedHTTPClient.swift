import Foundation
import SharedAPI
import URLSessionInfrastructure

/// The HTTP client this target uses: the repository's URLSession client, and no store.
public func makeHTTPClient() -> any HTTPClient {
    URLSessionHTTPClient()
}
