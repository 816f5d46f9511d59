import Foundation
import SharedAPI

extension ReadinessCheck {
    /// `<feature>.api`: the feature's API answers a `GET` of its base URL now. Any answer counts,
    /// whatever its status (a server that answers is reachable); a refused connection, a timeout or
    /// a broken response throws.
    public static func api(of feature: String, client: any HTTPClient, baseURL: URL) -> ReadinessCheck {
        ReadinessCheck(name: "\(feature).api") { _ = try await client.get(from: baseURL) }
    }
}
